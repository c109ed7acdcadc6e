import type { Platform } from '@console/platform/contract';
import { createPlatformEvents } from '@console/platform/events';
import { startBuildWatch } from './build-watch';

const answer = (buildId: string) =>
  new Response(JSON.stringify({ buildId, builtAt: '2026-11-21T00:00:00Z' }), { status: 200 });

describe('startBuildWatch', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('raises build-update once when /_build/latest.json names another build, also on tab focus', async () => {
    // A fresh Response per call: a body can be read once.
    const fetchMock = jest
      .spyOn(global, 'fetch')
      .mockImplementationOnce(() => Promise.resolve(answer('aaa')))
      .mockImplementationOnce(() => Promise.resolve(answer('aaa')))
      .mockImplementation(() => Promise.resolve(answer('bbb')));
    const events = createPlatformEvents();
    const seen: string[] = [];
    events.on('build-update', ({ buildId }) => seen.push(buildId));
    const stop = startBuildWatch({ events } as unknown as Platform);
    await jest.advanceTimersByTimeAsync(0);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(seen).toEqual([]);
    window.dispatchEvent(new Event('focus'));
    await jest.advanceTimersByTimeAsync(0);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(seen).toEqual(['bbb']);
    expect(fetchMock).toHaveBeenCalledWith('/_build/latest.json', { cache: 'no-cache' });
    stop();
  });

  it('only logs a failed build-metadata fetch', async () => {
    jest.spyOn(global, 'fetch').mockRejectedValue(new Error('offline'));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const stop = startBuildWatch({ events: createPlatformEvents() } as unknown as Platform);
    await jest.advanceTimersByTimeAsync(0);
    expect(warn).toHaveBeenCalledWith('[console] build metadata fetch failed', expect.any(Error));
    stop();
  });
});
