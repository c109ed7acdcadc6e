import type { FastifyInstance } from 'fastify';
import type { BusinessInfo } from '@console/contracts/business';
import { NO_BIZ_FILE } from './business-files-repository';
import { notFound } from '../http/api-error';

/** The business with its latest registration file's state (the account screen and the operator read it). */
export async function businessInfoOf(
  app: Pick<FastifyInstance, 'businesses' | 'businessFiles'>,
  bizSeq: number,
): Promise<BusinessInfo> {
  const business = await app.businesses.find(bizSeq);
  if (!business) throw notFound('사업자 정보를 찾을 수 없어요.');
  const file = await app.businessFiles.latest(bizSeq);
  return { ...business, bizFile: file?.state ?? NO_BIZ_FILE };
}
