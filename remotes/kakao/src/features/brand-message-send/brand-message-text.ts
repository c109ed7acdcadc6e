import { brandMessageText, kakaoVariableNames, type BrandTemplate } from '@console/contracts/kakao';

/** The text the server fills per recipient is the contracts' brandMessageText; the send form asks for its variables. */
export { brandMessageText };

export const brandMessageVariables = (template: BrandTemplate | undefined): string[] =>
  template ? kakaoVariableNames(brandMessageText(template)) : [];
