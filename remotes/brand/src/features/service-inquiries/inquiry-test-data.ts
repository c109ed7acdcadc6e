import type { InquiryDetail, InquiryMessage, InquirySummary } from '@console/contracts/inquiries';
import { en } from '../../i18n/en';
import { ko } from '../../i18n/ko';

/** The brand remote's texts, as renderWithPlatform takes them. */
export const brandResources = { ko: { brand: ko }, en: { brand: en } };

export const summaryOf = (overrides: Partial<InquirySummary> = {}): InquirySummary => ({
  seq: 7,
  category: 'SENDING',
  title: '예약 발송이 나가지 않아요',
  state: 'RECEIVED',
  teamSeq: 3,
  teamName: '마케팅팀',
  writerName: '김한빛',
  createdAt: '2026-11-20T01:00:00.000Z',
  updatedAt: '2026-11-20T01:00:00.000Z',
  ...overrides,
});

export const messageOf = (overrides: Partial<InquiryMessage> = {}): InquiryMessage => ({
  seq: 1,
  authorKind: 'USER',
  authorName: '김한빛',
  body: '어제 예약한 문자가 안 나갔어요.',
  createdAt: '2026-11-20T01:00:00.000Z',
  attachments: [],
  ...overrides,
});

export const detailOf = (overrides: Partial<InquiryDetail> = {}): InquiryDetail => ({
  ...summaryOf(),
  messages: [messageOf()],
  ...overrides,
});

/** A file whose bytes start with the type's magic number (jsdom's File keeps its bytes). */
export const pngFile = (name = 'screen.png', extra = 32) =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), new Uint8Array(extra)], name, {
    type: 'image/png',
  });
export const pdfFile = (name = 'doc.pdf') => new File(['%PDF-1.4\n%test\n'], name, { type: 'application/pdf' });
