import type { FastifyInstance } from 'fastify';
import type { RcsTemplateDetail } from '@console/contracts/rcs';
import { notFound } from '../http/api-error';

const NOT_FOUND = 'RCS 템플릿을 찾을 수 없어요.';

/** A template of the team with its review history; 404 when the team has no such template. */
export async function rcsTemplateDetailOf(
  app: Pick<FastifyInstance, 'rcs'>,
  teamSeq: number,
  seq: number,
): Promise<RcsTemplateDetail> {
  const found = await app.rcs.template(teamSeq, seq);
  if (!found) throw notFound(NOT_FOUND);
  const { teamSeq: _team, ...template } = found;
  return { ...template, history: await app.rcs.history('TEMPLATE', seq) };
}
