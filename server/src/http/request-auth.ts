import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '@console/contracts/session';
import type { TeamStatus } from '@console/contracts/teams';

export interface RequestAuth {
  sessionId: string;
  user: SessionUser;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: RequestAuth | null;
    team: { teamSeq: number; status: TeamStatus } | null;
  }
}

/** The signed-in caller of a route behind `authenticate` (plugins/app/auth-guard.ts sets it). */
export const authOf = (request: FastifyRequest): RequestAuth => {
  if (!request.auth) throw new Error('route is missing the authenticate preHandler');
  return request.auth;
};

/** The Curr-Team-Seq team of a route behind `requireTeam`, which the caller belongs to. */
export const teamOf = (request: FastifyRequest): { teamSeq: number; status: TeamStatus } => {
  if (!request.team) throw new Error('route is missing the requireTeam preHandler');
  return request.team;
};
