import type { InvoiceDetail, InvoiceStatus, InvoiceSummary, PaymentMode } from '@console/contracts/billing';
import type { Queryable } from '../db/database';
import { selectPage, type PageWindow } from '../db/select-page';

/** Us, the supplier on every tax invoice (전자세금계산서); the number passes the check digit (invoices test). */
export const SUPPLIER: InvoiceDetail['taxInvoice']['supplier'] = {
  registrationNumber: '1048112340',
  companyName: '(주)콘솔메시징',
  representative: '김콘솔',
  address: '서울특별시 중구 세종대로 110, 12층',
  businessType: '정보통신업',
  businessItem: '부가통신서비스',
  email: 'billing@console-messaging.co.kr',
};
/** Where a postpaid invoice is paid by bank transfer. */
export const TRANSFER_ACCOUNT = '신한은행 140-013-557321 (주)콘솔메시징';

export const PAID_BY_CMS = 'CMS 자동이체';
export const PAID_BY_TRANSFER = '계좌이체';
export const PAID_FROM_BALANCE = '선불 잔액 차감';

interface InvoiceRow {
  seq: number;
  biz_seq: number;
  month: string;
  mode: PaymentMode;
  status: InvoiceStatus;
  supply_krw: string;
  vat_krw: string;
  total_krw: string;
  issued_at: Date;
  due_date: string;
  paid_at: Date | null;
  paid_with: string | null;
}
interface InvoiceDetailRow extends InvoiceRow {
  issue_date: string;
  approval_number: string;
  recipient_registration_number: string;
  recipient_company: string;
  recipient_representative: string;
  recipient_address: string;
  recipient_business_type: string;
  recipient_business_item: string;
  recipient_email: string | null;
}

// Dates as text: the KST calendar days they are, whatever the driver makes of a `date`.
const COLUMNS = `seq, biz_seq, to_char(month, 'YYYY-MM') AS month, mode, status, supply_krw, vat_krw, total_krw,
  issued_at, to_char(due_date, 'YYYY-MM-DD') AS due_date, paid_at, paid_with`;
const DETAIL_COLUMNS = `${COLUMNS}, to_char(issued_at AT TIME ZONE 'Asia/Seoul', 'YYYY-MM-DD') AS issue_date,
  approval_number, recipient_registration_number, recipient_company, recipient_representative, recipient_address,
  recipient_business_type, recipient_business_item, recipient_email`;

const toSummary = (row: InvoiceRow): InvoiceSummary => ({
  seq: row.seq,
  month: row.month,
  mode: row.mode,
  status: row.status,
  supplyKrw: Number(row.supply_krw),
  vatKrw: Number(row.vat_krw),
  totalKrw: Number(row.total_krw),
  issuedAt: row.issued_at.toISOString(),
  dueDate: row.due_date,
  paidAt: row.paid_at?.toISOString() ?? null,
  paidWith: row.paid_with,
});

/** The billing module's invoices as the screens read them: a business's list, one invoice with its lines. */
export function createInvoicesRepository(db: Queryable) {
  return {
    async list(bizSeq: number, filter: { status?: InvoiceStatus } & PageWindow) {
      const { rows, total } = await selectPage<InvoiceRow>(
        db,
        {
          columns: COLUMNS,
          from: 'FROM invoices WHERE biz_seq = $1 AND ($2::text IS NULL OR status = $2)',
          orderBy: 'month DESC, seq DESC',
          params: [bizSeq, filter.status ?? null],
        },
        filter,
      );
      return { items: rows.map(toSummary), total };
    },

    /** One invoice of the business (null when it is another's or none), with its lines and tax-invoice data. */
    async detail(bizSeq: number | null, seq: number): Promise<InvoiceDetail | null> {
      const [row] = await db.query<InvoiceDetailRow>(
        `SELECT ${DETAIL_COLUMNS} FROM invoices WHERE seq = $1 AND ($2::int IS NULL OR biz_seq = $2)`,
        [seq, bizSeq],
      );
      if (!row) return null;
      const lines = await db.query<{
        team_name: string | null;
        channel: string;
        type: string;
        quantity: number;
        unit_price_krw: number;
        amount_krw: string;
      }>(
        `SELECT team_name, channel, type, quantity, unit_price_krw, amount_krw FROM invoice_lines
          WHERE invoice_seq = $1 ORDER BY seq`,
        [seq],
      );
      return {
        ...toSummary(row),
        lines: lines.map((line) => ({
          teamName: line.team_name,
          channel: line.channel,
          type: line.type,
          quantity: line.quantity,
          unitPriceKrw: line.unit_price_krw,
          amountKrw: Number(line.amount_krw),
        })),
        taxInvoice: {
          supplier: SUPPLIER,
          recipient: {
            registrationNumber: row.recipient_registration_number,
            companyName: row.recipient_company,
            representative: row.recipient_representative,
            address: row.recipient_address,
            businessType: row.recipient_business_type,
            businessItem: row.recipient_business_item,
            email: row.recipient_email,
          },
          issueDate: row.issue_date,
          approvalNumber: row.approval_number,
        },
        transferAccount: TRANSFER_ACCOUNT,
      };
    },

    /** The operator saw a bank transfer: an issued or overdue invoice is paid. Answers false when it was not unpaid. */
    async markPaidByTransfer(seq: number): Promise<boolean> {
      const rows = await db.query(
        `UPDATE invoices SET status = 'PAID', paid_at = now(), paid_with = $2
          WHERE seq = $1 AND status IN ('ISSUED', 'OVERDUE') RETURNING seq`,
        [seq, PAID_BY_TRANSFER],
      );
      return rows.length > 0;
    },
  };
}
export type InvoicesRepository = ReturnType<typeof createInvoicesRepository>;
