import { accountTextsKo } from './account-texts-ko';
import { invitationTextsKo } from './invitation-texts-ko';
import { releasePageTextsKo } from './release-page-texts-ko';
import { pocTextsKo } from './poc-texts-ko';
import { shellTextsKo } from './shell-texts-ko';

/**
 * Every Korean text of the shell (default locale), namespace "shell": the main chunk's
 * (shell-texts-ko.ts) and those that load with their pages. The type of the English texts, and what
 * tests render with; the browser never loads this module whole.
 */
export const ko = {
  ...shellTextsKo,
  ...accountTextsKo,
  ...invitationTextsKo,
  ...releasePageTextsKo,
  ...pocTextsKo,
} as const;
