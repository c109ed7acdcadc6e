import type { ReactElement } from 'react';
import type { Role } from '@console/contracts/session';
import { createFakePlatform, fakeUser, renderWithPlatform, type FakeHandler } from '@console/testing/fake-platform';
import { en } from '../i18n/en';
import { ko } from '../i18n/ko';

export interface TeamScreenOptions {
  path: string;
  /** react-router pattern, e.g. /console/team/:teamSeq */
  routePath: string;
  handlers: Record<string, FakeHandler>;
  role?: Role;
  userSeq?: number;
  /** Answers of ui.confirm in order (default: every confirm is accepted). */
  confirms?: boolean[];
}

/** A team-remote screen on the fake platform, as the given role, with the remote's texts. */
export function renderTeamScreen(element: ReactElement, options: TeamScreenOptions) {
  const platform = createFakePlatform({
    user: fakeUser({ role: options.role ?? 'ROLE_MASTER', userSeq: options.userSeq ?? 1 }),
    resources: { ko: { team: ko }, en: { team: en } },
    handlers: options.handlers,
  });
  const answers = [...(options.confirms ?? [])];
  const confirms: string[] = [];
  platform.ui.confirm = async ({ message }) => {
    confirms.push(message);
    return answers.length > 0 ? answers.shift()! : true;
  };
  const result = renderWithPlatform(element, {
    path: options.path,
    routePath: options.routePath,
    defaultNS: 'team',
    platform,
  });
  return Object.assign(result, { confirms });
}
