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
