import { accountPagesTextsKo } from './account-pages-texts-ko';
import { notificationTextsKo } from './notification-texts-ko';
import { signupTextsKo } from './signup-texts-ko';

/**
 * Korean texts of the account area of the shell: sign-up, identity check, account pages,
 * migration, notifications and the dashboard banners. Spread into ko.ts (namespace "shell").
 */
export const accountTextsKo = { ...signupTextsKo, ...accountPagesTextsKo, ...notificationTextsKo } as const;
