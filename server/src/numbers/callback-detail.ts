import type { FastifyInstance } from 'fastify';
import type { CallbackNumberDetail } from '@console/contracts/messaging';
import { notFound } from '../http/api-error';

/** A number of the team with its documents and review history; 404 when the team has no such number. */
export async function callbackDetailOf(
  app: Pick<FastifyInstance, 'callbackNumbers' | 'callbackDocuments'>,
  teamSeq: number,
  seq: number,
): Promise<CallbackNumberDetail> {
  const found = await app.callbackNumbers.find(teamSeq, seq);
  if (!found) throw notFound('발신번호를 찾을 수 없어요.');
  const { teamSeq: _team, ...number } = found;
  return {
    ...number,
    documents: await app.callbackDocuments.list(seq),
    history: await app.callbackDocuments.history(seq),
  };
}
