import type { z } from 'zod';
import type { AlimtalkTemplateDetail, AlimtalkTemplateQuery } from '@console/contracts/kakao';
import { notFound } from '../http/api-error';
import { pageOf, pageWindow } from '../http/envelope';
import { publicTemplate, type AlimtalkTemplatesRepository } from './alimtalk-templates-repository';

export const ALIMTALK_TEMPLATE_NOT_FOUND = '알림톡 템플릿을 찾을 수 없어요.';

/** A template with its review steps and questions (a team's, or any team's for operators: teamSeq null); 404 otherwise. */
export async function alimtalkTemplateDetailOf(
  templates: AlimtalkTemplatesRepository,
  teamSeq: number | null,
  seq: number,
): Promise<AlimtalkTemplateDetail> {
  const template = await templates.get(teamSeq, seq);
  if (!template) throw notFound(ALIMTALK_TEMPLATE_NOT_FOUND);
  return { ...publicTemplate(template), comments: await templates.comments(seq) };
}

/** One page of the team's templates by the list's filters (the console's list and the public API's). */
export async function alimtalkTemplatePage(
  templates: AlimtalkTemplatesRepository,
  teamSeq: number,
  query: z.infer<typeof AlimtalkTemplateQuery>,
) {
  const { items, total } = await templates.list(teamSeq, {
    status: query.status,
    senderProfileSeq: query.senderProfileSeq,
    q: query.q || undefined,
    ...pageWindow(query),
  });
  return pageOf(items, query, total);
}
