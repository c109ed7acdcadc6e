/**
 * The parsing thread of sheet-parsing.ts: reads a file's bytes as the main thread passes them on,
 * parses them with openSheet (CSV or XLSX), and answers the rows in batches, never more than
 * BATCHES_AHEAD batches ahead of what the main thread has taken, so a large file's rows never pile up.
 * One file at a time; `done` frees the thread for the next.
 */
import { PassThrough } from 'node:stream';
import { parentPort } from 'node:worker_threads';
import { ApiError } from '../http/api-error';
import { BATCHES_AHEAD, ROW_BATCH, type FromParser, type ToParser } from './sheet-parse-protocol';
import { openSheet } from './sheet-rows';

if (!parentPort) throw new Error('sheet-parse-worker runs as a worker thread');
const port = parentPort;
const send = (message: FromParser) => port.postMessage(message);

interface Job {
  input: PassThrough;
  credits: number;
  cancelled: boolean;
  wake: (() => void) | null;
}
let job: Job | null = null;

/** Until the main thread takes a batch (or gives up on the rows); answers whether to go on. */
async function mayGoOn(current: Job): Promise<boolean> {
  while (current.credits === 0 && !current.cancelled) await new Promise<void>((resolve) => (current.wake = resolve));
  current.credits -= 1;
  return !current.cancelled;
}

async function parse(current: Job) {
  try {
    const sheet = await openSheet(current.input);
    send({ kind: 'type', fileType: sheet.fileType });
    let batch: string[][] = [];
    for await (const cells of sheet.rows) {
      batch.push(cells);
      if (batch.length < ROW_BATCH) continue;
      if (!(await mayGoOn(current))) break;
      send({ kind: 'rows', rows: batch });
      batch = [];
    }
    if (!current.cancelled) send({ kind: 'end', rows: batch });
  } catch (error) {
    const apiError = error instanceof ApiError ? error : null;
    send({
      kind: 'error',
      statusCode: apiError?.statusCode,
      resultCode: apiError?.resultCode,
      message: (error as Error).message,
      errors: apiError?.errors,
    });
  } finally {
    // The rest of a file given up on half way is read and dropped, so its bytes do not stay buffered.
    current.input.resume();
    await new Promise<void>((resolve) =>
      current.input.writableFinished ? resolve() : current.input.once('finish', resolve),
    );
    job = null;
    send({ kind: 'done' });
  }
}

port.on('message', (message: ToParser) => {
  if (message.kind === 'start') {
    job = { input: new PassThrough(), credits: BATCHES_AHEAD, cancelled: false, wake: null };
    void parse(job);
    return;
  }
  if (!job) return;
  if (message.kind === 'bytes') job.input.write(message.bytes);
  else if (message.kind === 'end-of-file') job.input.end();
  else {
    if (message.kind === 'more') job.credits += 1;
    else job.cancelled = true;
    job.wake?.();
    job.wake = null;
  }
});
