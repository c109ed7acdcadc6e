import { accountTextsKo } from './account-texts-ko';
import { invitationTextsKo } from './invitation-texts-ko';
import { ko } from './ko';
import { pocTextsKo } from './poc-texts-ko';
import { releasePageTextsKo } from './release-page-texts-ko';
import { shellTextsKo } from './shell-texts-ko';

// Apart from shell-i18n.test.ts: an i18next instance extends the bundles it was given in place.
it('has every Korean text of the shell in the main chunk or in a page group, each once', () => {
  const parts = [shellTextsKo, accountTextsKo, invitationTextsKo, releasePageTextsKo, pocTextsKo];
  const keys = parts.flatMap((part) => Object.keys(part));
  expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  expect(Object.assign({}, ...parts)).toEqual(ko);
});
