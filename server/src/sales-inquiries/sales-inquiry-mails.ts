import {
  SALES_INQUIRY_RETENTION_YEARS,
  SALES_REPLY_BUSINESS_DAYS,
  type InquiryService,
  type MonthlyVolume,
  type PartnershipType,
} from '@console/contracts/sales-inquiries';
import { formatPhoneDigits } from '@console/contracts/phone-numbers';
import { SUPPORT_EMAIL } from '@console/contracts/timings';
import type { NewSalesInquiry } from './sales-inquiries-repository';

export interface Mail {
  subject: string;
  body: string;
}

// The mail repeats the form's choices in the words the form showed (the remote's i18n is not the server's).
const SERVICE_NAMES: Record<InquiryService, string> = {
  SMS: '문자(SMS/LMS/MMS)',
  ALIMTALK: '알림톡',
  BRAND_MESSAGE: '브랜드 메시지',
  RCS: 'RCS',
  MO: 'MO(수신)',
  CHATBOT: '챗봇',
  ITALK: 'i톡',
  CHATIST: '채티스트',
  NUGU_BIZCALL: 'NUGU 비즈콜',
  SOLUTION: '솔루션',
};
const VOLUME_NAMES: Record<MonthlyVolume, string> = {
  UNDER_10K: '월 1만 건 미만',
  FROM_10K: '월 1만~10만 건',
  FROM_100K: '월 10만~100만 건',
  OVER_1M: '월 100만 건 이상',
};
const PARTNERSHIP_NAMES: Record<PartnershipType, string> = {
  RESALE: '재판매',
  TECHNOLOGY: '기술 제휴',
  CO_MARKETING: '공동 마케팅',
  OTHER: '기타',
};

const seoul = (date: Date) =>
  new Intl.DateTimeFormat('ko-KR', {
    timeZone: 'Asia/Seoul',
    dateStyle: 'medium',
    timeStyle: 'short',
    hourCycle: 'h23',
  }).format(date);

/** The receipt sent to the person who filled the form: what we received and what happens next. */
export function salesInquiryReceivedMail(entry: NewSalesInquiry, seq: number, receivedAt: Date): Mail {
  const { inquiry } = entry;
  // With its object particle (을/를), as Korean needs it after the noun.
  const title = entry.kind === 'CONSULTING' ? '도입 상담 신청을' : '제휴 문의를';
  const details =
    entry.kind === 'CONSULTING'
      ? [
          `- 예상 발송량: ${VOLUME_NAMES[entry.inquiry.monthlyVolume]}`,
          `- 관심 서비스: ${entry.inquiry.services.map((service) => SERVICE_NAMES[service]).join(', ')}`,
        ]
      : [
          `- 제휴 유형: ${PARTNERSHIP_NAMES[entry.inquiry.partnershipType]}`,
          ...(entry.inquiry.website ? [`- 웹사이트: ${entry.inquiry.website}`] : []),
        ];
  return {
    subject: `[메시지 콘솔] ${title} 받았어요 (접수 번호 ${seq})`,
    body: [
      `${inquiry.name}님, ${title} 보내 주셔서 고마워요.`,
      '',
      `접수 번호: ${seq}`,
      `접수 시각: ${seoul(receivedAt)}`,
      `- 회사명: ${inquiry.company}`,
      `- 연락처: ${formatPhoneDigits(inquiry.phone)}`,
      `- 이메일: ${inquiry.email}`,
      ...details,
      '',
      '문의 내용:',
      inquiry.message,
      '',
      `담당자가 내용을 확인하고 영업일 기준 ${SALES_REPLY_BUSINESS_DAYS}일 안에 이 이메일이나 연락처로 연락드려요.`,
      `보내 주신 개인정보는 문의 답변에만 쓰고, 접수일로부터 ${SALES_INQUIRY_RETENTION_YEARS}년 뒤 파기해요.`,
      `직접 신청하지 않았다면 ${SUPPORT_EMAIL}로 알려 주세요.`,
    ].join('\n'),
  };
}
