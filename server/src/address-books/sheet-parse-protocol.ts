import type { SheetFileType } from './sheet-rows';
import type { FieldError } from '@console/contracts/api-envelope';

/** Rows per message from the parsing thread. */
export const ROW_BATCH = 2_000;
/** Batches the parsing thread may send before the main thread has taken them. */
export const BATCHES_AHEAD = 8;

/** Main thread → parsing thread, for the one file it is parsing. */
export type ToParser =
  | { kind: 'start' }
  | { kind: 'bytes'; bytes: Uint8Array }
  | { kind: 'end-of-file' }
  /** One batch taken: one more may come. */
  | { kind: 'more' }
  /** The rows are no longer wanted (the import failed on its side). */
  | { kind: 'cancel' };

/** Parsing thread → main thread. `done` comes last, always: the thread is free for the next file. */
export type FromParser =
  | { kind: 'type'; fileType: SheetFileType }
  | { kind: 'rows'; rows: string[][] }
  | { kind: 'end'; rows: string[][] }
  | { kind: 'error'; statusCode?: number; resultCode?: number; message: string; errors?: FieldError[] }
  | { kind: 'done' };
