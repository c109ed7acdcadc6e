import { kakaoVariableNames, type BrandTemplate } from '@console/contracts/kakao';

/**
 * The text of a brand message the server fills per recipient and checks the #{variables} of (its
 * send-request channel): the body of TEXT, IMAGE and WIDE, the title of a wide list, or the first
 * card's text. Kept beside the send form so both ask for the same variables.
 */
export const brandMessageText = (template: Pick<BrandTemplate, 'content' | 'header' | 'cards'>): string =>
  template.content || template.header || template.cards[0]?.message || '';

export const brandMessageVariables = (template: BrandTemplate | undefined): string[] =>
  template ? kakaoVariableNames(brandMessageText(template)) : [];
