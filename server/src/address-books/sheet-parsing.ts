/**
 * openSheet on a parsing thread. Reading a 100,000-row XLSX (unzip, XML, shared strings) costs about
 * a second of CPU: on the main thread it would stall every other request and, in an import, wait its
 * turn with the database writes. Here the file's bytes go to a worker thread as they arrive, and its
 * rows come back in batches while the main thread writes the previous ones (the machine has 2 cores).
 * Errors keep their Korean 4xx answers. Threads are kept for the next file (starting one loads the
 * parsers: a few hundred milliseconds); a waiting one does not keep the process alive.
 */
import type { Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import { ApiError } from '../http/api-error';
import type { FromParser, ToParser } from './sheet-parse-protocol';
import type { SheetFileType } from './sheet-rows';

/** Threads kept waiting for the next file; more run at once when several files come together. */
const IDLE_KEPT = 1;
const idle: Worker[] = [];
const running = new Set<Worker>();

function takeWorker(): Worker {
  const reused = idle.pop();
  if (reused) {
    reused.ref();
    return reused;
  }
  // Started with the server's own flags (the TypeScript loader among them).
  const worker = new Worker(new URL('./sheet-parse-worker.mjs', import.meta.url));
  worker.on('error', () => {
    // Only a bug reaches here (parse errors are messages); the thread is not reused.
    running.delete(worker);
  });
  return worker;
}

function release(worker: Worker) {
  running.delete(worker);
  // threadId is -1 once the thread has exited.
  if (worker.threadId !== -1 && idle.length < IDLE_KEPT) {
    // A thread waiting for the next file does not keep the process alive.
    worker.unref();
    idle.push(worker);
  } else void worker.terminate();
}

/** Messages of one worker as an async queue. */
function inbox(worker: Worker) {
  const queue: FromParser[] = [];
  let waiting: ((message: FromParser) => void) | null = null;
  const onMessage = (message: FromParser) => {
    if (waiting) {
      waiting(message);
      waiting = null;
    } else queue.push(message);
  };
  const onExit = () => {
    onMessage({ kind: 'error', message: 'sheet parser thread stopped' });
    onMessage({ kind: 'done' });
  };
  worker.on('message', onMessage);
  worker.on('exit', onExit);
  return {
    next: () =>
      queue.length ? Promise.resolve(queue.shift()!) : new Promise<FromParser>((resolve) => (waiting = resolve)),
    close: () => {
      worker.off('message', onMessage);
      worker.off('exit', onExit);
    },
  };
}

const errorOf = (message: Extract<FromParser, { kind: 'error' }>): Error =>
  message.statusCode
    ? new ApiError(message.statusCode, message.resultCode ?? 0, message.message, message.errors)
    : new Error(message.message);

/** The file's type and its rows, header first, parsed on a worker thread (see openSheet in sheet-rows.ts). */
export async function openSheetOffThread(
  source: Readable,
): Promise<{ fileType: SheetFileType; rows: AsyncGenerator<string[]> }> {
  const worker = takeWorker();
  running.add(worker);
  const post = (message: ToParser, transfer: ArrayBuffer[] = []) => worker.postMessage(message, transfer);
  const messages = inbox(worker);
  let stopPumping = false;
  post({ kind: 'start' });
  // The bytes go over as they arrive; a file is at most 10 MB, so they need no flow control of their own.
  const pumped = (async () => {
    try {
      for await (const chunk of source as AsyncIterable<Buffer>) {
        // Given up on: the rest of the upload is read and dropped (the request must still end).
        if (stopPumping) continue;
        const bytes = new Uint8Array(chunk); // a copy of its own, so it can be transferred
        post({ kind: 'bytes', bytes }, [bytes.buffer]);
      }
    } finally {
      post({ kind: 'end-of-file' });
    }
  })();
  pumped.catch(() => {}); // a failed upload ends the file early; the parser then answers the error

  // The worker is freed only once it says `done`, whatever the consumer does.
  let finished = false;
  const finish = async () => {
    if (finished) return;
    finished = true;
    for (let message = await messages.next(); message.kind !== 'done'; message = await messages.next());
    messages.close();
    release(worker);
  };
  const giveUp = () => {
    stopPumping = true;
    post({ kind: 'cancel' });
    void finish();
  };

  const first = await messages.next();
  if (first.kind !== 'type') {
    giveUp();
    throw first.kind === 'error' ? errorOf(first) : new Error(`sheet parser answered ${first.kind} first`);
  }
  async function* rows(): AsyncGenerator<string[]> {
    let complete = false;
    try {
      for (;;) {
        const message = await messages.next();
        if (message.kind === 'error') throw errorOf(message);
        if (message.kind === 'rows') {
          post({ kind: 'more' });
          yield* message.rows;
        } else if (message.kind === 'end') {
          yield* message.rows;
          complete = true;
          return;
        } else throw new Error(`sheet parser answered ${message.kind} among the rows`);
      }
    } finally {
      if (complete) await finish();
      else giveUp();
    }
  }
  return { fileType: first.fileType, rows: rows() };
}
