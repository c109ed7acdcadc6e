import { accountPagesTextsKo } from './account-pages-texts-ko';
import { accountRecoveryTextsKo } from './account-recovery-texts-ko';
import { notificationTextsKo } from './notification-texts-ko';
import { signupTextsKo } from './signup-texts-ko';

/**
 * Korean texts of the account area of the shell: sign-up, identity check, account pages,
 * migration, notifications, the dashboard banners, account recovery and the logged-in devices.
 * Spread into ko.ts (namespace "shell").
 */
export const accountTextsKo = {
  ...signupTextsKo,
  ...accountPagesTextsKo,
  ...notificationTextsKo,
  ...accountRecoveryTextsKo,
} as const;
