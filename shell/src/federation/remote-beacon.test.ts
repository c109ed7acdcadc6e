import { RemoteEventReport } from '@console/contracts/releases';
import { createRemoteBeacon, REMOTE_EVENTS_URL, sendRemoteEvents, type RemoteEvent } from './remote-beacon';

const versions: Record<string, string> = { team: '1.1.0', stats: '1.0.0' };

function beaconWithBatches() {
  const batches: RemoteEvent[][] = [];
  const beacon = createRemoteBeacon({
    versionOf: (name) => versions[name] ?? null,
    send: (events) => batches.push(events),
    flushDelayMs: 1000,
  });
  return { beacon, batches };
}

describe('createRemoteBeacon', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('batches the reports of one page load into one request after a short wait', () => {
    const { beacon, batches } = beaconWithBatches();
    beacon.report('team', 'load');
    beacon.report('stats', 'load-error', new Error('RUNTIME-003 manifest down'));
    expect(batches).toEqual([]);
    jest.advanceTimersByTime(1000);
    expect(batches).toEqual([
      [
        { remote: 'team', version: '1.1.0', kind: 'load' },
        { remote: 'stats', version: '1.0.0', kind: 'load-error', message: 'Error: RUNTIME-003 manifest down' },
      ],
    ]);
  });

  it('reports a success once per remote, version and kind per page load, errors only a few times', () => {
    const { beacon, batches } = beaconWithBatches();
    for (let i = 0; i < 5; i += 1) {
      beacon.report('team', 'load');
      beacon.report('team', 'mount-error', new Error(`broken ${i}`));
    }
    beacon.flush();
    const sent = batches.flat();
    expect(sent.filter((e) => e.kind === 'load')).toHaveLength(1);
    expect(sent.filter((e) => e.kind === 'mount-error').map((e) => e.message)).toEqual([
      'Error: broken 0',
      'Error: broken 1',
      'Error: broken 2',
    ]);
  });

  it('counts another version of the same remote apart', () => {
    const { beacon, batches } = beaconWithBatches();
    beacon.report('team', 'load');
    versions.team = '1.2.0';
    beacon.report('team', 'load');
    versions.team = '1.1.0';
    beacon.flush();
    expect(batches.flat().map((e) => e.version)).toEqual(['1.1.0', '1.2.0']);
  });

  it('keeps within the contract: at most 20 events a request, messages cut at 500 characters', () => {
    const many: Record<string, string> = {};
    const batches: RemoteEvent[][] = [];
    const beacon = createRemoteBeacon({ versionOf: (n) => many[n] ?? null, send: (e) => batches.push(e) });
    for (let i = 0; i < 25; i += 1) {
      many[`remote${i}`] = '1.0.0';
      beacon.report(`remote${i}`, 'mount-error', 'x'.repeat(800));
    }
    beacon.flush();
    expect(batches.map((b) => b.length)).toEqual([20, 5]);
    expect(batches[0]?.[0]?.message).toHaveLength(500);
    batches.forEach((events) => expect(RemoteEventReport.safeParse({ events }).success).toBe(true));
  });

  it('ignores a remote the registry does not know, and a transport that throws', () => {
    const beacon = createRemoteBeacon({
      versionOf: (n) => versions[n] ?? null,
      send: () => {
        throw new Error('offline');
      },
    });
    expect(() => {
      beacon.report('unknown', 'load');
      beacon.report('team', 'load');
      beacon.flush();
    }).not.toThrow();
  });
});

describe('sendRemoteEvents', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('posts with keepalive and the AJAX header the CSRF guard asks for', () => {
    const fetchMock = jest.fn().mockResolvedValue(new Response(null, { status: 204 }));
    global.fetch = fetchMock;
    sendRemoteEvents([{ remote: 'team', version: '1.1.0', kind: 'load' }]);
    expect(fetchMock).toHaveBeenCalledWith(
      REMOTE_EVENTS_URL,
      expect.objectContaining({
        method: 'POST',
        keepalive: true,
        headers: expect.objectContaining({ AJAX: 'true', 'Content-Type': 'application/json' }),
      }),
    );
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
    expect(JSON.parse(String(init.body))).toEqual({ events: [{ remote: 'team', version: '1.1.0', kind: 'load' }] });
  });

  it('never lets a failing endpoint reach the page', async () => {
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    expect(() => sendRemoteEvents([{ remote: 'team', version: '1.1.0', kind: 'load' }])).not.toThrow();
    global.fetch = jest.fn(() => {
      throw new TypeError('fetch is not available');
    });
    expect(() => sendRemoteEvents([{ remote: 'team', version: '1.1.0', kind: 'load' }])).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
