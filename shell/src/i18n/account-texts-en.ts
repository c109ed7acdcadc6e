import type { accountTextsKo } from './account-texts-ko';
import { accountPagesTextsEn } from './account-pages-texts-en';
import { accountRecoveryTextsEn } from './account-recovery-texts-en';
import { signupTextsEn } from './signup-texts-en';
import type { Texts } from './texts-type';

/** English texts of the account area; same keys as account-texts-ko.ts. */
export const accountTextsEn: Texts<typeof accountTextsKo> = {
  ...signupTextsEn,
  ...accountPagesTextsEn,
  ...accountRecoveryTextsEn,
};
