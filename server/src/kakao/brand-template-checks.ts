import { BRAND_IMAGE_PURPOSE, KAKAO_IMAGE_RULES, type BrandTemplateInput } from '@console/contracts/kakao';
import type { FieldProblem } from './alimtalk-registration';
import { PROFILE_NOT_USABLE_FOR_TEMPLATE } from './alimtalk-registration';
import type { KakaoImagesRepository } from './kakao-images-repository';
import type { SenderProfilesRepository } from './sender-profiles-repository';

/** What the database says about a brand template: the team's ACTIVE profile, and the team's images of the bubble's use. */
export async function brandTemplateProblems(
  deps: { senderProfiles: SenderProfilesRepository; images: KakaoImagesRepository },
  teamSeq: number,
  input: BrandTemplateInput,
): Promise<FieldProblem[]> {
  const problems: FieldProblem[] = [];
  const profile = await deps.senderProfiles.get(teamSeq, input.senderProfileSeq);
  if (!profile || profile.status !== 'ACTIVE')
    problems.push({ field: 'senderProfileSeq', message: PROFILE_NOT_USABLE_FOR_TEMPLATE });
  const purpose = BRAND_IMAGE_PURPOSE[input.type];
  const uses: [string, number][] = [
    ...(input.imageSeq ? ([['imageSeq', input.imageSeq]] as [string, number][]) : []),
    ...input.items.map((item, index): [string, number] => [`items.${index}.imageSeq`, item.imageSeq]),
    ...input.cards.map((card, index): [string, number] => [`cards.${index}.imageSeq`, card.imageSeq]),
  ];
  for (const [field, seq] of uses) {
    const image = await deps.images.get(teamSeq, seq);
    if (!image || image.purpose !== purpose)
      problems.push({
        field,
        message: `${purpose ? KAKAO_IMAGE_RULES[purpose].label : '브랜드 메시지'} 용도로 올린 이 팀의 이미지를 골라 주세요.`,
      });
  }
  return problems;
}
