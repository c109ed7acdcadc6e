import { validateRegistry } from './registry-validation';

const route = (id: string, path: string) => ({ id, path, title: { ko: id, en: id } });
const descriptor = (name: string, paths: string[], platform = '^1.0.0') => ({
  name,
  version: '1.0.0',
  platform,
  routes: paths.map((p, i) => route(`r${i}`, p)),
  menu: [],
});
const entry = (name: string, desc: unknown, extra: Record<string, unknown> = {}) => ({
  name,
  version: '1.0.0',
  enabled: true,
  manifestUrl: `/remotes/${name}/1.0.0/mf-manifest.json`,
  descriptor: desc,
  ...extra,
});

describe('validateRegistry', () => {
  it('accepts valid remotes and keeps disabled ones as unavailable', () => {
    const result = validateRegistry(
      {
        environment: 'local',
        remotes: [
          entry('kakao', descriptor('kakao', ['/k'])),
          entry('billing', descriptor('billing', ['/b']), { enabled: false, reason: '점검' }),
        ],
      },
      '1.0.0',
    );
    expect(result.problems).toEqual([]);
    expect(result.remotes.map((r) => [r.name, r.unavailableReason])).toEqual([
      ['kakao', null],
      ['billing', '점검'],
    ]);
  });

  it('refuses a registry that is not the expected shape', () => {
    const result = validateRegistry('<html>not json</html>', '1.0.0');
    expect(result.remotes).toEqual([]);
    expect(result.problems[0]?.message).toMatch(/registry.json is not valid/);
  });

  it('refuses an invalid descriptor and one that names another remote', () => {
    const result = validateRegistry(
      {
        environment: 'local',
        remotes: [entry('kakao', { name: 'kakao', routes: [] }), entry('stats', descriptor('billing', ['/s']))],
      },
      '1.0.0',
    );
    expect(result.remotes).toEqual([]);
    expect(result.problems.map((p) => p.remote)).toEqual(['kakao', 'stats']);
  });

  it('refuses a route pattern claimed twice, by the shell or another remote', () => {
    const result = validateRegistry(
      {
        environment: 'local',
        remotes: [
          entry('a', descriptor('a', ['/x'])),
          entry('b', descriptor('b', ['/x', '/y'])),
          entry('c', descriptor('c', ['/account/login'])),
        ],
      },
      '1.0.0',
      ['/account/login'],
    );
    expect(result.remotes.map((r) => r.name)).toEqual(['a']);
    expect(result.problems).toEqual([
      { remote: 'b', message: 'route /x is already claimed by a' },
      { remote: 'c', message: 'route /account/login is already claimed by shell' },
    ]);
  });

  it('marks a remote unavailable when its contract range is not met', () => {
    const result = validateRegistry(
      { environment: 'local', remotes: [entry('kakao', descriptor('kakao', ['/k'], '^2.0.0'))] },
      '1.0.0',
    );
    expect(result.remotes[0]?.unavailableReason).toBe('needs platform ^2.0.0, the shell provides 1.0.0');
    expect(result.problems).toHaveLength(1);
  });

  it('ignores descriptor fields it does not know', () => {
    const result = validateRegistry(
      { environment: 'local', remotes: [entry('kakao', { ...descriptor('kakao', ['/k']), futureField: 1 })] },
      '1.0.0',
    );
    expect(result.remotes[0]?.descriptor).not.toHaveProperty('futureField');
  });
});
