import { RESULT_OK, type ApiEnvelope, type Page } from '@console/contracts/api-envelope';
import type { PageWindow } from '../db/select-page';

/** The success answer of every business endpoint. */
export const ok = <T>(resultData: T): ApiEnvelope<T> => ({ resultCode: RESULT_OK, resultData });

export const pageOf = <T>(items: T[], paging: { page: number; size: number }, total: number): Page<T> => ({
  items,
  page: paging.page,
  size: paging.size,
  total,
});

// No list holds this many rows; a larger page number would only overflow the SQL parameter.
const MAX_OFFSET = 2_000_000_000;

/** LIMIT/OFFSET of a 1-based page. */
export const pageWindow = (paging: { page: number; size: number }): PageWindow => ({
  limit: paging.size,
  offset: Math.min((paging.page - 1) * paging.size, MAX_OFFSET),
});
