import type { MenuGroup } from '@console/contracts/descriptor';
import { roleAllows, type Role } from '@console/contracts/roles';
import { fillPattern } from '@console/platform/routes';
import type { KnownRemote } from '@console/contracts/registry-validation';

export interface MenuItem {
  id: string;
  label: string;
  to: string;
  order: number;
  /** The remote to preload on hover. */
  remote: string | null;
}

export interface MenuSection {
  group: MenuGroup;
  items: MenuItem[];
}

const GROUP_ORDER: MenuGroup[] = [
  'home',
  'send',
  'history',
  'kakao',
  'rcs',
  'service',
  'team',
  'stats',
  'billing',
  'account',
  'brand',
];

/**
 * The console menu from descriptors alone: entries of enabled remotes the role may use, with
 * team-scoped paths filled with the current team (left out while there is none).
 */
export function buildMenu(
  remotes: KnownRemote[],
  role: Role,
  teamSeq: number | null,
  language: 'ko' | 'en',
): MenuSection[] {
  const items: (MenuItem & { group: MenuGroup })[] = [];
  for (const remote of remotes) {
    if (!remote.enabled) continue;
    for (const entry of remote.descriptor.menu) {
      const route = remote.descriptor.routes.find((r) => r.id === entry.route);
      if (!route || route.access === 'guest') continue;
      if (!roleAllows(role, entry.roles ?? route.roles)) continue;
      if (route.path.includes('{teamSeq}') && teamSeq === null) continue;
      if (/\{(?!teamSeq\})[A-Za-z]+\}/.test(route.path)) continue;
      items.push({
        id: `${remote.name}:${entry.id}`,
        label: entry.label[language],
        to: fillPattern(route.path, { teamSeq: teamSeq ?? '' }),
        order: entry.order,
        remote: remote.name,
        group: entry.group,
      });
    }
  }
  return GROUP_ORDER.map((group) => ({
    group,
    items: items.filter((i) => i.group === group).sort((a, b) => a.order - b.order || a.label.localeCompare(b.label)),
  })).filter((section) => section.items.length > 0);
}
