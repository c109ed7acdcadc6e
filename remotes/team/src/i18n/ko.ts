import { koAtMount } from './ko-at-mount';
import { teamsTextsKo } from './teams-texts-ko';
import { membersTextsKo } from './members-texts-ko';
import { apiKeysTextsKo } from './api-keys-texts-ko';

/** Every Korean text of the remote (the reference of the English, and of the tests). */
export const ko = {
  ...koAtMount,
  ...teamsTextsKo,
  ...membersTextsKo,
  ...apiKeysTextsKo,
};
