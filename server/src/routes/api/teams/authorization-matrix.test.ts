import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { InjectOptions } from 'fastify';
import { matrixFixtures, type MatrixFixtures } from '../../../../test-support/matrix-fixtures';
import { createTestApp, loginAs, sharedLoginAs, type TestApp } from '../../../../test-support/test-app';

/**
 * Every endpoint of the teams area, called by every kind of caller, with the exact status each
 * gets. Each call meets a fresh valid target (fixtures), so a status says only who may call.
 */
type ActorName =
  'master' | 'manager' | 'user' | 'dwtMaster' | 'unverified' | 'otherBusiness' | 'anonymous' | 'loggedOut';
const ACTORS: ActorName[] = [
  'master',
  'manager',
  'user',
  'dwtMaster',
  'unverified',
  'otherBusiness',
  'anonymous',
  'loggedOut',
];

/** Who calls, and whose business and home team the call is aimed at. */
const CALLERS: Record<ActorName, { loginId: string | null; target: string }> = {
  master: { loginId: 'hanbit_master', target: 'hanbit_master' },
  manager: { loginId: 'hanbit_manager', target: 'hanbit_manager' },
  user: { loginId: 'hanbit_user', target: 'hanbit_user' },
  dwtMaster: { loginId: 'bye_master', target: 'bye_master' },
  unverified: { loginId: 'saessak_master', target: 'saessak_master' },
  // Aimed at (주)한빛커머스: the other business's teams, members and invitations.
  otherBusiness: { loginId: 'linkcall_master', target: 'hanbit_master' },
  anonymous: { loginId: null, target: 'hanbit_master' },
  loggedOut: { loginId: null, target: 'hanbit_master' },
};
const HOME_TEAM: Record<string, number> = {
  hanbit_master: 1,
  hanbit_manager: 1,
  hanbit_user: 1,
  bye_master: 6,
  saessak_master: 4,
};

interface Context {
  fx: MatrixFixtures;
  bizSeq: number;
  homeTeam: number;
  /** The caller when it belongs to the target business (it administers fresh teams), else the target's master. */
  owner: number;
  unique: number;
}
type Request = Pick<InjectOptions, 'method' | 'url' | 'payload'>;
type Statuses = Record<ActorName, number>;

const s = (
  master: number,
  manager: number,
  user: number,
  dwtMaster: number,
  unverified: number,
  otherBusiness: number,
  anonymous = 401,
  loggedOut = 403,
): Statuses => ({
  master,
  manager,
  user,
  dwtMaster,
  unverified,
  otherBusiness,
  anonymous,
  loggedOut,
});

const freshTeam = (c: Context) => c.fx.team(c.bizSeq, c.owner);

const ENDPOINTS: { name: string; request(c: Context): Promise<Request>; expect: Statuses }[] = [
  {
    name: 'POST /api/teams',
    expect: s(200, 455, 455, 455, 200, 200),
    request: async (c) => ({ method: 'POST', url: '/api/teams', payload: { name: `권한 팀 ${c.unique}` } }),
  },
  {
    name: 'GET /api/teams/:teamSeq',
    expect: s(200, 200, 200, 200, 200, 499),
    request: async (c) => ({ method: 'GET', url: `/api/teams/${c.homeTeam}` }),
  },
  {
    name: 'PUT /api/teams/:teamSeq',
    expect: s(200, 200, 455, 455, 200, 499),
    request: async (c) => ({
      method: 'PUT',
      url: `/api/teams/${(await freshTeam(c)).teamSeq}`,
      payload: { name: `바꾼 이름 ${c.unique}`, description: '' },
    }),
  },
  {
    name: 'POST /api/teams/:teamSeq/close',
    expect: s(200, 455, 455, 455, 200, 499),
    request: async (c) => ({ method: 'POST', url: `/api/teams/${(await freshTeam(c)).teamSeq}/close` }),
  },
  {
    name: 'GET /api/teams/:teamSeq/members',
    expect: s(200, 200, 200, 200, 200, 499),
    request: async (c) => ({ method: 'GET', url: `/api/teams/${c.homeTeam}/members` }),
  },
  {
    name: 'POST /api/teams/:teamSeq/members',
    expect: s(200, 200, 455, 455, 200, 499),
    request: async (c) => ({
      method: 'POST',
      url: `/api/teams/${(await freshTeam(c)).teamSeq}/members`,
      payload: { userSeq: await c.fx.extraUser(c.bizSeq), teamRole: 'MEMBER' },
    }),
  },
  {
    name: 'PUT /api/teams/:teamSeq/members/:userSeq',
    expect: s(200, 200, 455, 455, 200, 499),
    request: async (c) => {
      const team = await freshTeam(c);
      return {
        method: 'PUT',
        url: `/api/teams/${team.teamSeq}/members/${team.memberSeq}`,
        payload: { teamRole: 'ADMIN' },
      };
    },
  },
  {
    name: 'DELETE /api/teams/:teamSeq/members/:userSeq',
    expect: s(200, 200, 455, 455, 200, 499),
    request: async (c) => {
      const team = await freshTeam(c);
      return { method: 'DELETE', url: `/api/teams/${team.teamSeq}/members/${team.memberSeq}` };
    },
  },
  {
    name: 'GET /api/teams/:teamSeq/api-keys',
    expect: s(200, 200, 455, 200, 200, 499),
    request: async (c) => ({ method: 'GET', url: `/api/teams/${c.homeTeam}/api-keys` }),
  },
  {
    name: 'POST /api/teams/:teamSeq/api-keys',
    expect: s(200, 200, 455, 455, 200, 499),
    request: async (c) => ({
      method: 'POST',
      url: `/api/teams/${(await freshTeam(c)).teamSeq}/api-keys`,
      payload: { name: '키', allowedIps: ['10.0.0.1'] },
    }),
  },
  {
    name: 'PUT /api/teams/:teamSeq/api-keys/:keySeq',
    expect: s(200, 200, 455, 455, 200, 499),
    request: async (c) => {
      const { teamSeq } = await freshTeam(c);
      return {
        method: 'PUT',
        url: `/api/teams/${teamSeq}/api-keys/${await c.fx.apiKey(teamSeq)}`,
        payload: { name: '새 이름', allowedIps: ['::1'] },
      };
    },
  },
  {
    name: 'POST /api/teams/:teamSeq/api-keys/:keySeq/revoke',
    expect: s(200, 200, 455, 455, 200, 499),
    request: async (c) => {
      const { teamSeq } = await freshTeam(c);
      return { method: 'POST', url: `/api/teams/${teamSeq}/api-keys/${await c.fx.apiKey(teamSeq)}/revoke` };
    },
  },
  {
    name: 'GET /api/teams/:teamSeq/api-keys/:keySeq/callback-secret',
    expect: s(200, 200, 455, 200, 200, 499),
    request: async (c) => {
      const { teamSeq } = await freshTeam(c);
      return { method: 'GET', url: `/api/teams/${teamSeq}/api-keys/${await c.fx.apiKey(teamSeq)}/callback-secret` };
    },
  },
  {
    name: 'POST /api/teams/:teamSeq/api-keys/:keySeq/callback-secret/rotate',
    expect: s(200, 200, 455, 455, 200, 499),
    request: async (c) => {
      const { teamSeq } = await freshTeam(c);
      return {
        method: 'POST',
        url: `/api/teams/${teamSeq}/api-keys/${await c.fx.apiKey(teamSeq)}/callback-secret/rotate`,
      };
    },
  },
  {
    name: 'GET /api/members',
    expect: s(200, 200, 455, 200, 200, 200),
    request: async () => ({ method: 'GET', url: '/api/members' }),
  },
  {
    name: 'PUT /api/members/:userSeq/role',
    expect: s(200, 455, 455, 455, 200, 404),
    request: async (c) => ({
      method: 'PUT',
      url: `/api/members/${await c.fx.extraUser(c.bizSeq)}/role`,
      payload: { role: 'ROLE_MANAGER' },
    }),
  },
  {
    name: 'DELETE /api/members/:userSeq',
    expect: s(200, 455, 455, 455, 200, 404),
    request: async (c) => ({ method: 'DELETE', url: `/api/members/${await c.fx.extraUser(c.bizSeq)}` }),
  },
  {
    name: 'GET /api/invitations',
    expect: s(200, 200, 455, 200, 200, 200),
    request: async () => ({ method: 'GET', url: '/api/invitations' }),
  },
  {
    // The other business names a team of (주)한빛커머스: not one of its own, so a field error.
    name: 'POST /api/invitations',
    expect: s(200, 200, 455, 455, 200, 400),
    request: async (c) => ({
      method: 'POST',
      url: '/api/invitations',
      payload: { email: `matrix.invite${c.unique}@example.kr`, role: 'ROLE_USER', teamSeqs: [c.homeTeam] },
    }),
  },
  {
    name: 'POST /api/invitations/:seq/resend',
    expect: s(200, 200, 455, 455, 200, 404),
    request: async (c) => ({
      method: 'POST',
      url: `/api/invitations/${(await c.fx.invitation(c.bizSeq, c.owner, c.homeTeam)).seq}/resend`,
    }),
  },
  {
    name: 'DELETE /api/invitations/:seq',
    expect: s(200, 200, 455, 455, 200, 404),
    request: async (c) => ({
      method: 'DELETE',
      url: `/api/invitations/${(await c.fx.invitation(c.bizSeq, c.owner, c.homeTeam)).seq}`,
    }),
  },
  {
    name: 'GET /api/invitations/by-token/:token (public)',
    expect: s(200, 200, 200, 200, 200, 200, 200, 200),
    request: async (c) => ({
      method: 'GET',
      url: `/api/invitations/by-token/${(await c.fx.invitation(c.bizSeq, c.owner, c.homeTeam)).token}`,
    }),
  },
  {
    name: 'POST /api/invitations/accept (public)',
    expect: s(200, 200, 200, 200, 200, 200, 200, 200),
    request: async (c) => ({
      method: 'POST',
      url: '/api/invitations/accept',
      payload: {
        token: (await c.fx.invitation(c.bizSeq, c.owner, c.homeTeam)).token,
        loginId: `matrix_join_${c.unique}`,
        password: 'Welcome1!',
        passwordConfirm: 'Welcome1!',
        name: '가입자',
        mobile: '01012341234',
      },
    }),
  },
];

let t: TestApp;
let fx: MatrixFixtures;
const headersOf = new Map<ActorName, Record<string, string>>();
before(async () => {
  t = await createTestApp();
  fx = matrixFixtures(t.app);
  for (const actor of ACTORS) {
    const { loginId } = CALLERS[actor];
    if (loginId) headersOf.set(actor, (await sharedLoginAs(t.app, loginId)).headers);
  }
  headersOf.set('anonymous', { ajax: 'true' });
  // A bearer token whose session has been logged out: the token is still signed, the session gone.
  const ended = await loginAs(t.app, 'hanbit_master');
  await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: ended.headers });
  headersOf.set('loggedOut', ended.headers);
});
after(() => t.close());

async function contextFor(actor: ActorName): Promise<Context> {
  const { loginId, target } = CALLERS[actor];
  const bizSeq = await fx.bizOf(target);
  const inBusiness = loginId !== null && (await fx.bizOf(loginId)) === bizSeq;
  return {
    fx,
    bizSeq,
    homeTeam: HOME_TEAM[target]!,
    owner: await fx.userSeq(inBusiness ? loginId! : target),
    unique: fx.unique(),
  };
}

for (const endpoint of ENDPOINTS) {
  test(endpoint.name, async () => {
    const actual = {} as Statuses;
    for (const actor of ACTORS) {
      const request = await endpoint.request(await contextFor(actor));
      const response = await t.app.inject({ ...request, headers: headersOf.get(actor) } as InjectOptions);
      actual[actor] = response.statusCode;
      if (response.statusCode >= 500) assert.fail(`${endpoint.name} as ${actor}: ${response.body}`);
    }
    assert.deepEqual(actual, endpoint.expect);
  });
}

/** "METHOD /path" of every route, rebuilt from Fastify's route tree (HEAD left out). */
function registeredRoutes(tree: string): string[] {
  const stack: string[] = [];
  const found: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[└├]── (\S+) \(([^)]+)\)$/.exec(line.replace(/\u00a0/g, ' '));
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    const path = `${stack.at(-1) ?? ''}${match[2]!}`.replace(/^\/?/, '/').replace('//', '/');
    stack.push(path);
    for (const method of match[3]!.split(', ')) if (method !== 'HEAD') found.push(`${method} ${path}`);
  }
  return found;
}

test('the matrix covers every route of the teams area the server registers', () => {
  const area = registeredRoutes(t.app.printRoutes({ commonPrefix: false })).filter(
    (route) => /^\S+ \/api\/(teams\/:teamSeq|members|invitations)/.test(route) || route === 'POST /api/teams',
  );
  const covered = new Set(ENDPOINTS.map((e) => e.name.replace(/ \(public\)$/, '')));
  assert.ok(area.length >= 20, `found ${area.length} routes: ${area.join(', ')}`);
  assert.deepEqual(
    area.filter((route) => !covered.has(route)),
    [],
  );
});
