import { accountPagesTextsKo } from './account-pages-texts-ko';
import { accountRecoveryTextsKo } from './account-recovery-texts-ko';
import { signupTextsKo } from './signup-texts-ko';

/**
 * Korean texts of the account area of the shell: sign-up, identity check, account pages,
 * migration, account recovery and the logged-in devices. Not in the main chunk: they join the
 * "shell" namespace when one of these pages loads (loadShellPageTexts).
 */
export const accountTextsKo = {
  ...signupTextsKo,
  ...accountPagesTextsKo,
  ...accountRecoveryTextsKo,
} as const;
