import type { i18n as I18n } from 'i18next';
import { createI18n, DEFAULT_LANGUAGE, loadLanguage, type Language, type LanguageLoaders } from '@console/i18n/setup';
import { uiResources } from '@console/ui/ui-resources';
import { ko } from './ko';

/**
 * Korean is the default and ships in the shell's main chunk; English, the second locale, is a chunk
 * of its own that only a page shown in English downloads.
 */
export const SHELL_LANGUAGE_LOADERS: LanguageLoaders = {
  en: () =>
    import(/* webpackChunkName: "shell-texts-en" */ './en').then(({ en }) => ({ shell: en, ui: uiResources.en })),
};

/** The page's i18next instance, Korean texts in place; other languages come from prepareShellLanguage. */
export function createShellI18n(language: Language): I18n {
  return createI18n({ [DEFAULT_LANGUAGE]: { shell: ko, ui: uiResources.ko } }, language);
}

/**
 * Loads the texts of the instance's language before the first render. If they cannot be fetched
 * the page comes up in Korean rather than not at all. Resolves to the language the page shows.
 */
export async function prepareShellLanguage(
  i18n: I18n,
  loaders: LanguageLoaders = SHELL_LANGUAGE_LOADERS,
): Promise<Language> {
  const language = i18n.language as Language;
  try {
    await loadLanguage(i18n, language, loaders);
    return language;
  } catch (error) {
    console.error(`[console] the ${language} texts could not be loaded; showing Korean`, error);
    await i18n.changeLanguage(DEFAULT_LANGUAGE);
    return DEFAULT_LANGUAGE;
  }
}
