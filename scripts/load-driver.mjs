// A small HTTP/1.1 load driver for the read benches (scripts/bench-reads.mjs): keep-alive sockets, one
// request in flight per connection, no dependencies (autocannon is not installed and undici is not
// resolvable from the workspace). It parses just what our server answers: Content-Length and chunked bodies.
import { connect } from 'node:net';

/** The bytes of one GET (or a request with a JSON body) for `path` with these headers. */
export function rawRequest(method, path, headers = {}, body) {
  const payload = body === undefined ? null : Buffer.from(typeof body === 'string' ? body : JSON.stringify(body));
  const lines = [`${method} ${path} HTTP/1.1`, 'host: 127.0.0.1', 'connection: keep-alive'];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  if (payload) lines.push(`content-length: ${payload.length}`);
  const head = Buffer.from(`${lines.join('\r\n')}\r\n\r\n`);
  return payload ? Buffer.concat([head, payload]) : head;
}

const CRLFCRLF = Buffer.from('\r\n\r\n');

/** Length of one complete response at the start of `buffer` (and its status), or null when more is needed. */
function completeResponse(buffer) {
  const headEnd = buffer.indexOf(CRLFCRLF);
  if (headEnd < 0) return null;
  const head = buffer.toString('latin1', 0, headEnd);
  const status = Number(head.slice(9, 12));
  const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
  const bodyStart = headEnd + 4;
  if (length) {
    const end = bodyStart + Number(length[1]);
    return buffer.length >= end ? { status, end } : null;
  }
  if (/\r\ntransfer-encoding:\s*chunked/i.test(head)) {
    let at = bodyStart;
    for (;;) {
      const lineEnd = buffer.indexOf('\r\n', at, 'latin1');
      if (lineEnd < 0) return null;
      const size = parseInt(buffer.toString('latin1', at, lineEnd), 16);
      const next = lineEnd + 2 + size + 2;
      if (buffer.length < next) return null;
      if (size === 0) return { status, end: next };
      at = next;
    }
  }
  return { status, end: bodyStart };
}

/**
 * Sends requests over `connections` keep-alive sockets for `seconds`; `nextRequest(i)` gives the bytes
 * of the i-th request (and `ports` spreads the sockets over several servers, round robin). Answers
 * requests per second, latency percentiles (ms) and the count of non-2xx answers and socket errors.
 */
export async function hammer({ ports, connections, seconds, nextRequest, warmUpSeconds = 1 }) {
  const latencies = [];
  let done = 0;
  let failed = 0;
  const statuses = new Map();
  let measuring = false;
  let stopping = false;
  let counter = 0;
  const sockets = [];

  const runConnection = (port) =>
    new Promise((resolve) => {
      const socket = connect({ host: '127.0.0.1', port, noDelay: true });
      sockets.push(socket);
      let buffer = Buffer.alloc(0);
      let sentAt = 0;
      const send = () => {
        if (stopping) {
          socket.end();
          return;
        }
        sentAt = performance.now();
        socket.write(nextRequest(counter++));
      };
      socket.on('connect', send);
      socket.on('data', (chunk) => {
        buffer = buffer.length === 0 ? chunk : Buffer.concat([buffer, chunk]);
        const answer = completeResponse(buffer);
        if (!answer) return;
        buffer = buffer.subarray(answer.end);
        if (measuring) {
          latencies.push(performance.now() - sentAt);
          done += 1;
          if (answer.status < 200 || answer.status >= 300) {
            failed += 1;
            statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          }
        }
        send();
      });
      socket.on('error', () => {
        if (measuring) failed += 1;
      });
      socket.on('close', () => resolve());
    });

  const running = Array.from({ length: connections }, (_, i) => runConnection(ports[i % ports.length]));
  await new Promise((r) => setTimeout(r, warmUpSeconds * 1000));
  measuring = true;
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  await new Promise((r) => setTimeout(r, seconds * 1000));
  measuring = false;
  const elapsed = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  stopping = true;
  const closing = Promise.all(running);
  setTimeout(() => sockets.forEach((s) => s.destroy()), 5_000).unref();
  await closing;
  latencies.sort((a, b) => a - b);
  const pick = (q) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))] ?? NaN;
  return {
    rps: done / elapsed,
    /** Share of one core the driver itself used while measuring (0.3 = 30 %). */
    driverCpu: (cpu.user + cpu.system) / 1e6 / elapsed,
    p50: pick(0.5),
    p99: pick(0.99),
    done,
    failed,
    statuses: Object.fromEntries(statuses),
  };
}
