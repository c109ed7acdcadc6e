import type { InvoiceDetail, InvoiceLine, InvoiceSummary } from '@console/contracts/billing';

/** Contract-shaped invoices for the tests of the invoice list, its dialog and the printable invoice. */
export const summaryOf = (overrides: Partial<InvoiceSummary> = {}): InvoiceSummary => ({
  seq: 12,
  month: '2026-10',
  mode: 'POSTPAID',
  status: 'ISSUED',
  supplyKrw: 12_345,
  vatKrw: 1_234,
  totalKrw: 13_579,
  issuedAt: '2026-10-31T15:05:00.000Z',
  dueDate: '2026-11-25',
  paidAt: null,
  paidWith: null,
  ...overrides,
});

export const lineOf = (overrides: Partial<InvoiceLine> = {}): InvoiceLine => ({
  teamName: '마케팅팀',
  channel: 'SMS',
  type: 'LMS',
  quantity: 300,
  unitPriceKrw: 40,
  amountKrw: 12_000,
  ...overrides,
});

export const detailOf = (overrides: Partial<InvoiceDetail> = {}): InvoiceDetail => ({
  ...summaryOf(),
  // 12,000 + 90 + 13 + 242 = 12,345 supply; VAT floor(1,234.5) = 1,234; total 13,579.
  lines: [
    lineOf(),
    lineOf({
      teamName: '고객지원팀',
      channel: 'ALIMTALK',
      type: 'ALIMTALK',
      quantity: 10,
      unitPriceKrw: 9,
      amountKrw: 90,
    }),
    lineOf({ teamName: '고객지원팀', channel: 'SMS', type: 'SMS', quantity: 1, unitPriceKrw: 13, amountKrw: 13 }),
    lineOf({ teamName: null, channel: 'RCS', type: 'RCS_SMS', quantity: 22, unitPriceKrw: 11, amountKrw: 242 }),
  ],
  taxInvoice: {
    supplier: {
      registrationNumber: '1208800767',
      companyName: '(주)콘솔메시징',
      representative: '이콘솔',
      address: '서울특별시 중구 세종대로 110',
      businessType: '정보통신업',
      businessItem: '부가통신서비스',
      email: null,
    },
    recipient: {
      registrationNumber: '2208112341',
      companyName: '(주)한빛커머스',
      representative: '김한빛',
      address: '서울특별시 강남구 테헤란로 152',
      businessType: '도소매',
      businessItem: '전자상거래',
      email: 'tax@hanbit.example.kr',
    },
    issueDate: '2026-10-31T15:05:00.000Z',
    approvalNumber: '20261101410000001234abcd',
  },
  transferAccount: '신한은행 140-013-557321 (주)콘솔메시징',
  ...overrides,
});

/** A postpaid invoice of `count` lines, for the one-page print budget. */
export function invoiceWithLines(count: number): InvoiceDetail {
  const lines = Array.from({ length: count }, (_, i) =>
    lineOf({ teamName: `팀 ${i + 1}`, quantity: 1_000 + i, amountKrw: (1_000 + i) * 40 }),
  );
  const supplyKrw = lines.reduce((sum, line) => sum + line.amountKrw, 0);
  const vatKrw = Math.floor(supplyKrw * 0.1);
  return detailOf({ lines, supplyKrw, vatKrw, totalKrw: supplyKrw + vatKrw });
}
