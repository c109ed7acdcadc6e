import type { AlimtalkTemplateDetail } from '@console/contracts/kakao';
import { notFound } from '../http/api-error';
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
