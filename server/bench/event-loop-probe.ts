/**
 * Loaded with `--import` into the console servers of scripts/bench-reads.mjs: measures the event loop's
 * delay (perf_hooks.monitorEventLoopDelay, 10 ms resolution). On SIGUSR2 it writes what it saw since the
 * last signal (ms: p50, p99, max, and the count of stalls over 100 ms) to EVENT_LOOP_FILE and starts over.
 */
import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const file = process.env.EVENT_LOOP_FILE;
const histogram = monitorEventLoopDelay({ resolution: 10 });
histogram.enable();
let stalls = 0;
let last = performance.now();
// The histogram has no "over 100 ms" count: a 50 ms timer that fires late says the loop was held.
setInterval(() => {
  const now = performance.now();
  if (now - last > 150) stalls += 1;
  last = now;
}, 50).unref();

process.on('SIGUSR2', () => {
  const ms = (ns: number) => Math.round(ns / 1e5) / 10;
  const stats = {
    p50: ms(histogram.percentile(50)),
    p99: ms(histogram.percentile(99)),
    max: ms(histogram.max),
    stallsOver100ms: stalls,
  };
  if (file) writeFileSync(file, JSON.stringify(stats));
  histogram.reset();
  stalls = 0;
});
