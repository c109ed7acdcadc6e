import { useTranslation } from 'react-i18next';
import type { InquiryState } from '@console/contracts/inquiries';
import { StatusChip, type StatusTone } from '@console/ui/status-chip';

const TONE: Record<InquiryState, StatusTone> = { RECEIVED: 'neutral', IN_PROGRESS: 'info', ANSWERED: 'success' };

/** 접수 / 처리 중 / 답변 완료 as a small coloured label. */
export function InquiryStateChip({ state }: { state: InquiryState }) {
  const { t } = useTranslation();
  return <StatusChip label={t(`serviceInquiry.states.${state}`)} tone={TONE[state]} />;
}
