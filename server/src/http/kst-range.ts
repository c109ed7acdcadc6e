import { HISTORY_MAX_RANGE_DAYS } from '@console/contracts/message-limits';
import { invalidField } from './api-error';
import { seoulDateStamp } from './csv-export';

const dashed = (stamp: string) => `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6)}`;
/** The query's KST days as instants [from 00:00, the day after `to` 00:00); default: the last 31 days. */
export const kstRange = (query: { from?: string; to?: string }): { from: Date; to: Date } => {
  const to = query.to ?? dashed(seoulDateStamp());
  const end = new Date(`${to}T00:00:00+09:00`);
  end.setUTCDate(end.getUTCDate() + 1);
  const start = query.from
    ? new Date(`${query.from}T00:00:00+09:00`)
    : new Date(end.getTime() - HISTORY_MAX_RANGE_DAYS * 86_400_000);
  // The schema checks from/to given together; a lone `from` is measured against today here.
  if (end.getTime() - start.getTime() > HISTORY_MAX_RANGE_DAYS * 86_400_000) {
    throw invalidField('from', `조회 기간은 최대 ${HISTORY_MAX_RANGE_DAYS}일이에요.`);
  }
  return { from: start, to: end };
};
