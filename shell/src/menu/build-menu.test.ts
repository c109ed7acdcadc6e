import { RemoteDescriptor } from '@console/contracts/descriptor';
import type { KnownRemote } from '@console/contracts/registry-validation';
import { buildMenu } from './build-menu';

const remote = (name: string, enabled = true): KnownRemote => ({
  name,
  version: '1.0.0',
  manifestUrl: '',
  enabled,
  unavailableReason: enabled ? null : 'off',
  descriptor: RemoteDescriptor.parse({
    name,
    version: '1.0.0',
    platform: '^1.0.0',
    routes: [
      { id: 'list', path: `/console/${name}`, title: { ko: '목록', en: 'List' } },
      { id: 'team', path: `/console/team/{teamSeq}/${name}`, title: { ko: '팀', en: 'Team' } },
      { id: 'secret', path: `/console/${name}/secret`, title: { ko: '비밀', en: 'Secret' }, roles: ['ROLE_MASTER'] },
    ],
    menu: [
      { id: 'list', route: 'list', group: 'stats', order: 2, label: { ko: `${name} 목록`, en: `${name} list` } },
      { id: 'team', route: 'team', group: 'stats', order: 1, label: { ko: `${name} 팀`, en: `${name} team` } },
      { id: 'secret', route: 'secret', group: 'billing', label: { ko: '마스터 전용', en: 'Master only' } },
    ],
  }),
});

describe('buildMenu', () => {
  it('builds groups from descriptors, filling the current team', () => {
    const sections = buildMenu([remote('stats')], 'ROLE_MASTER', 3, 'ko');
    expect(sections.map((s) => s.group)).toEqual(['stats', 'billing']);
    expect(sections[0]?.items.map((i) => [i.label, i.to])).toEqual([
      ['stats 팀', '/console/team/3/stats'],
      ['stats 목록', '/console/stats'],
    ]);
  });

  it('drops entries of disabled remotes, of other roles, and team entries without a team', () => {
    expect(buildMenu([remote('stats', false)], 'ROLE_MASTER', 3, 'ko')).toEqual([]);
    const forUser = buildMenu([remote('stats')], 'ROLE_USER', null, 'en');
    expect(forUser.flatMap((s) => s.items.map((i) => i.label))).toEqual(['stats list']);
  });
});
