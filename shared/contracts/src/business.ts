import { z } from 'zod';

/** The business registration certificate uploaded for verification. */
export const BIZ_FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export const BIZ_FILE_MAX_BYTES = 10 * 1024 * 1024;

export const BizFileStatus = z.enum(['NONE', 'PENDING', 'APPROVED', 'REJECTED']);
export type BizFileStatus = z.infer<typeof BizFileStatus>;

/** GET /api/account/biz-file and the answer of POST /api/account/biz-file (multipart "file"). */
export const BizFileState = z.object({
  status: BizFileStatus,
  fileName: z.string().nullable(),
  uploadedAt: z.string().nullable(),
  rejectReason: z.string().nullable(),
});
export type BizFileState = z.infer<typeof BizFileState>;
