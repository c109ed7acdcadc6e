import type { MessageResult } from '@console/contracts/send-requests';
import type { CsvColumn } from '../http/csv-export';

/** A message's state as the screens name it, in exports. */
export const MESSAGE_STATUS_LABEL: Record<MessageResult['status'], string> = {
  ACCEPTED: '접수',
  SENT_TO_CARRIER: '결과 대기',
  DELIVERED: '성공',
  FAILED: '실패',
  OPTED_OUT: '수신거부(080)',
  CANCELLED: '취소',
};

/** Channels whose name a reader knows in Korean (the others by their own name: SMS, RCS). */
const CHANNEL_LABEL: Partial<Record<string, string>> = { ALIMTALK: '알림톡', EMAIL: '이메일' };

/** As the screens: an RCS message, an alimtalk or an e-mail, or the SMS/LMS that one which failed fell back to. */
export const channelAndTypeColumns: CsvColumn<MessageResult>[] = [
  { header: '채널', value: (r) => CHANNEL_LABEL[r.channel ?? 'SMS'] ?? r.channel ?? 'SMS' },
  // An alimtalk's row keeps the text class of its text (SMS/LMS); its type to a reader is the alimtalk itself.
  {
    header: '유형',
    value: (r) => (r.channel === 'ALIMTALK' || r.channel === 'EMAIL' ? (CHANNEL_LABEL[r.channel] ?? r.type) : r.type),
  },
  { header: '대체 발송', value: (r) => (r.fallbackOf === null ? 'N' : 'Y') },
];
