import type { i18n as I18n } from 'i18next';
import {
  createI18n,
  DEFAULT_LANGUAGE,
  loadLanguage,
  type Language,
  type LanguageLoaders,
  type LanguageResources,
} from '@console/i18n/setup';
import { UI_LANGUAGE_LOADERS, uiResourcesKo } from '@console/ui/ui-resources';
import { shellTextsKo } from './shell-texts-ko';

/**
 * The English of the shell, of @console/ui and of the shared kits, fetched in parallel. The kits add
 * their Korean when one of their parts first renders, so a Korean page never loads their texts here;
 * their English must be in place before any part renders, and the shell loads before everything.
 */
async function loadEnglish(): Promise<LanguageResources> {
  const [shell, ui, sendKit, dashboardKit] = await Promise.all([
    import(/* webpackChunkName: "shell-texts-en" */ './en').then(({ en }) => ({ shell: en })),
    UI_LANGUAGE_LOADERS.en?.(),
    import('@console/send-kit/send-kit-texts').then((kit) => kit.SEND_KIT_LANGUAGE_LOADERS.en()),
    import('@console/dashboard-kit/dashboard-texts').then((kit) => kit.DASHBOARD_KIT_LANGUAGE_LOADERS.en()),
  ]);
  return { ...shell, ...ui, ...sendKit, ...dashboardKit };
}

/**
 * Korean is the default and ships in the shell's main chunk; English, the second locale, comes in
 * chunks of its own that only a page shown in English downloads.
 */
export const SHELL_LANGUAGE_LOADERS: LanguageLoaders = { en: loadEnglish };

/** The page's i18next instance, once created: the page texts below join it. */
let shellI18n: I18n | null = null;

/**
 * The page's i18next instance, with the Korean texts of the main chunk in place; other languages
 * come from prepareShellLanguage, the Korean of the account area and the invitations with their pages.
 */
export function createShellI18n(language: Language): I18n {
  shellI18n = createI18n({ [DEFAULT_LANGUAGE]: { shell: shellTextsKo, ui: uiResourcesKo } }, language);
  return shellI18n;
}

/** Korean texts that load with the pages that show them (the English has them all already). */
const PAGE_TEXTS_KO = {
  account: () =>
    import(/* webpackChunkName: "shell-account-texts-ko" */ './account-texts-ko').then((m) => m.accountTextsKo),
  releases: () =>
    import(/* webpackChunkName: "shell-release-texts-ko" */ './release-page-texts-ko').then(
      (m) => m.releasePageTextsKo,
    ),
  poc: () => import(/* webpackChunkName: "shell-poc-texts-ko" */ './poc-texts-ko').then((m) => m.pocTextsKo),
  invitation: () =>
    import(/* webpackChunkName: "shell-invitation-texts-ko" */ './invitation-texts-ko').then(
      (m) => m.invitationTextsKo,
    ),
};
export type ShellPageTexts = keyof typeof PAGE_TEXTS_KO;

/**
 * Adds the Korean texts of these page groups to the "shell" namespace; a lazy shell page loads them
 * with its code (lazy-shell-pages.ts), so the page renders with its texts in place.
 */
export async function loadShellPageTexts(...groups: ShellPageTexts[]): Promise<void> {
  const texts = await Promise.all(groups.map((group) => PAGE_TEXTS_KO[group]()));
  for (const group of texts) shellI18n?.addResourceBundle(DEFAULT_LANGUAGE, 'shell', group, true, false);
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
