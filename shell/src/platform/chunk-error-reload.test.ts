import { createPlatformEvents } from '@console/platform/events';
import type { Platform } from '@console/platform/contract';
import { isChunkLoadError, reloadAllowed, watchChunkErrors } from './chunk-error-reload';

const chunkError = () => Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' });

describe('chunk error reload', () => {
  beforeEach(() => sessionStorage.clear());

  it('recognises chunk load errors only', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk app failed'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
  });

  it('allows a reload only outside the 10,000 ms guard', () => {
    expect(reloadAllowed(null, 1000)).toBe(true);
    expect(reloadAllowed(0, 9_999)).toBe(false);
    expect(reloadAllowed(0, 10_000)).toBe(true);
  });

  it('raises the chunk-error event and reloads once, not again within the guard', () => {
    const events = createPlatformEvents();
    const seen: unknown[] = [];
    events.on('chunk-error', ({ error }) => seen.push(error));
    const reload = jest.fn();
    const stop = watchChunkErrors({ events } as unknown as Platform, reload);
    window.dispatchEvent(new ErrorEvent('error', { error: chunkError() }));
    window.dispatchEvent(new ErrorEvent('error', { error: chunkError() }));
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('other') }));
    stop();
    expect(seen).toHaveLength(2);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
