import { createHash } from 'node:crypto';
import type { SalesInquiryReceipt } from '@console/contracts/sales-inquiries';
import type { Outbox } from '../notifications/outbox-repository';
import type { NewSalesInquiry, SalesInquiriesRepository } from './sales-inquiries-repository';
import { salesInquiryReceivedMail } from './sales-inquiry-mails';

/** The per-IP limit counts hashes: the inquiry table never holds the sender's address. */
export const hashInquiryIp = (ip: string) => createHash('sha256').update(`sales-inquiry:${ip}`).digest('hex');

/** Stores a public form's inquiry (under the per-IP limit) and mails the sender a receipt. */
export async function receiveSalesInquiry(
  deps: { salesInquiries: SalesInquiriesRepository; outbox: Outbox },
  entry: NewSalesInquiry,
  ip: string,
): Promise<SalesInquiryReceipt> {
  const { seq, receivedAt } = await deps.salesInquiries.insert(entry, hashInquiryIp(ip));
  const mail = salesInquiryReceivedMail(entry, seq, receivedAt);
  await deps.outbox.send({ channel: 'EMAIL', to: entry.inquiry.email, ...mail });
  return { seq, receivedAt: receivedAt.toISOString() };
}
