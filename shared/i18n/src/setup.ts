import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

export const SUPPORTED_LANGUAGES = ['ko', 'en'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ko';
export const LANGUAGE_COOKIE = 'console_lang';

/** ?lang=en, then the language cookie, then Korean: every screen is Korean first. */
export function detectLanguage(search: string, cookie: string): Language {
  const fromQuery = new URLSearchParams(search).get('lang');
  const fromCookie = new RegExp(`(?:^|; )${LANGUAGE_COOKIE}=([a-z]+)`).exec(cookie)?.[1];
  const candidate = fromQuery ?? fromCookie;
  return SUPPORTED_LANGUAGES.includes(candidate as Language) ? (candidate as Language) : DEFAULT_LANGUAGE;
}

/**
 * The one i18next instance of the page, owned by the shell and handed to remotes on the platform.
 * Each app adds its namespace with addResourceBundle.
 */
export function createI18n(resources: Resource, language: Language = DEFAULT_LANGUAGE, defaultNS = 'shell'): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    defaultNS,
    fallbackNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}

/** The texts of one language by namespace, e.g. `{ shell: {...}, ui: {...} }`. */
export type LanguageResources = Record<string, Record<string, unknown>>;

/**
 * Languages whose texts are fetched when needed (a dynamic import), so a page downloads only the
 * language it shows. A language without a loader ships with the app (Korean, the default).
 */
export type LanguageLoaders = Partial<Record<Language, () => Promise<LanguageResources>>>;

/**
 * Adds the texts of `language` to the instance. Await it before rendering in that language or
 * switching to it (i18n.changeLanguage): nothing ever renders a key while the texts are on the way.
 */
export async function loadLanguage(i18n: I18n, language: Language, loaders: LanguageLoaders): Promise<void> {
  const load = loaders[language];
  if (!load) return;
  const namespaces = await load();
  for (const [namespace, texts] of Object.entries(namespaces)) {
    i18n.addResourceBundle(language, namespace, texts, true, true);
  }
}
