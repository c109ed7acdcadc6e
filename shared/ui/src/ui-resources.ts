import type { LanguageLoaders } from '@console/i18n/setup';

// Korean ships with the app; the file of its own keeps the English one from importing this one.
export { uiResourcesKo, type UiTexts } from './ui-resources-ko';

/** English is a chunk of its own: the shell loads it with its own English, only on a page in English. */
export const UI_LANGUAGE_LOADERS: LanguageLoaders = {
  en: () =>
    import(/* webpackChunkName: "ui-texts-en" */ './ui-resources-en').then(({ uiResourcesEn }) => ({
      ui: uiResourcesEn,
    })),
};
