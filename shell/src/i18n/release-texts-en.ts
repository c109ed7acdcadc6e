import type { releaseTextsKo } from './release-texts-ko';
import type { Texts } from './texts-type';

/** English texts of release engineering on every page; same keys as release-texts-ko. */
export const releaseTextsEn: Texts<typeof releaseTextsKo> = {
  releases: {
    menu: 'Releases',
    forbidden: 'Only release managers can open this menu.',
    banner: {
      version: 'In this browser only, the {{remote}} remote is loaded at version {{version}}.',
      url: 'In this browser only, the {{remote}} remote is loaded from {{url}}.',
      reset: 'Reset',
      resetFailed: 'It could not be reset. Please try again shortly.',
    },
  },
};
