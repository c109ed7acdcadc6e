import { z } from 'zod';

/** The largest PostgreSQL integer: no row has a larger number (and the query would fail). */
export const INT4_MAX = 2_147_483_647;

/** A row number from a path segment: a positive int4, with the Korean message shown for anything else. */
export const rowNumber = (message: string) =>
  z.coerce.number({ message }).int(message).min(1, message).max(INT4_MAX, message);

/** `{ seq }` path parameters with that message. */
export const seqParams = (message: string) => z.object({ seq: rowNumber(message) });
