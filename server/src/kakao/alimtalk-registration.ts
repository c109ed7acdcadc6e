import type { AlimtalkTemplateInput } from '@console/contracts/kakao';
import type { Database, Queryable } from '../db/database';
import { isUniqueViolation } from '../db/unique-violation';
import { conflict, invalidInput } from '../http/api-error';
import { queueAlimtalkReview } from './alimtalk-review';
import type { AlimtalkTemplatesRepository } from './alimtalk-templates-repository';
import { isTemplateCategory } from './kakao-categories';
import type { KakaoImagesRepository } from './kakao-images-repository';
import type { SenderProfilesRepository } from './sender-profiles-repository';

export interface TemplateRegistrationDependencies {
  db: Database;
  senderProfiles: SenderProfilesRepository;
  templates: AlimtalkTemplatesRepository;
  images: KakaoImagesRepository;
  reviewSeconds: number | null;
}

export const PROFILE_NOT_USABLE_FOR_TEMPLATE = '정상 상태의 발신 프로필에만 템플릿을 등록할 수 있어요.';
export const DUPLICATE_CODE = '이 발신 프로필에 같은 코드의 템플릿이 있어요. 다른 코드를 써 주세요.';
export const IMAGE_NOT_FOUND = '알림톡 이미지로 올린 이 팀의 이미지만 넣을 수 있어요. 이미지를 다시 올려 주세요.';
export const NOT_EDITABLE = '검수 요청 상태이거나 반려된 템플릿만 고칠 수 있어요.';

export interface FieldProblem {
  field: string;
  message: string;
}

/**
 * What the database says about a template's fields: the team's ACTIVE profile, a known category, the
 * team's alimtalk image, and a code not yet used on that profile (`exceptSeq`: the template being edited).
 */
export async function templateRecordProblems(
  deps: TemplateRegistrationDependencies,
  teamSeq: number,
  input: AlimtalkTemplateInput,
  exceptSeq: number | null = null,
): Promise<FieldProblem[]> {
  const problems: FieldProblem[] = [];
  const profile = await deps.senderProfiles.get(teamSeq, input.senderProfileSeq);
  if (!profile || profile.status !== 'ACTIVE')
    problems.push({ field: 'senderProfileSeq', message: PROFILE_NOT_USABLE_FOR_TEMPLATE });
  if (!isTemplateCategory(input.categoryCode))
    problems.push({ field: 'categoryCode', message: '템플릿 카테고리를 목록에서 다시 선택해 주세요.' });
  if (input.imageSeq) {
    const image = await deps.images.get(teamSeq, input.imageSeq);
    if (!image || image.purpose !== 'ALIMTALK') problems.push({ field: 'imageSeq', message: IMAGE_NOT_FOUND });
  }
  if (profile && (await deps.templates.codeTaken(profile.seq, input.code, exceptSeq)))
    problems.push({ field: 'code', message: DUPLICATE_CODE });
  return problems;
}

async function submitted(
  deps: TemplateRegistrationDependencies,
  tx: Queryable,
  seq: number,
  name: string,
  kind: 'REQUESTED' | 'RESUBMITTED',
  user: { name: string },
) {
  const stepSeq = await deps.templates.addComment(seq, { kind, by: 'USER', body: null, authorName: user.name }, tx);
  await queueAlimtalkReview(tx, deps.reviewSeconds, { seq, stepSeq, name });
}

const withUniqueCode = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw invalidInput([{ field: 'code', message: DUPLICATE_CODE }], DUPLICATE_CODE);
    throw error;
  }
};

/** Registers templates (one, or a bulk file's rows) in one transaction: all enter review, or none is stored. */
export async function registerTemplates(
  deps: TemplateRegistrationDependencies,
  teamSeq: number,
  user: { userSeq: number; name: string },
  inputs: readonly AlimtalkTemplateInput[],
): Promise<number[]> {
  return withUniqueCode(() =>
    deps.db.transaction(async (tx) => {
      const seqs: number[] = [];
      for (const input of inputs) {
        const seq = await deps.templates.insert(teamSeq, input, user.userSeq, tx);
        await submitted(deps, tx, seq, input.name, 'REQUESTED', user);
        seqs.push(seq);
      }
      return seqs;
    }),
  );
}

/** Rewrites a REQUESTED or REJECTED template; it enters review again. */
export async function resubmitTemplate(
  deps: TemplateRegistrationDependencies,
  seq: number,
  user: { name: string },
  input: AlimtalkTemplateInput,
): Promise<void> {
  const done = await withUniqueCode(() =>
    deps.db.transaction(async (tx) => {
      if (!(await deps.templates.update(seq, input, tx))) return false;
      await submitted(deps, tx, seq, input.name, 'RESUBMITTED', user);
      return true;
    }),
  );
  if (!done) throw conflict(NOT_EDITABLE);
}
