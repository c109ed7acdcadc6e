/** The languages of the public pages: Korean first, English second (`?lang=en`). */
export type SiteLanguage = 'ko' | 'en';

/** What every public page is rendered with: who asks, in which language, on which address. */
export interface SiteContext {
  lang: SiteLanguage;
  /** The path asked for, without the query (canonical links and the current menu entry). */
  path: string;
  /** Where visitors reach the site (PUBLIC_URL, else the request's origin): canonical and Open Graph URLs. */
  origin: string;
  /** A console session is active: the header offers the console instead of login and sign-up. */
  loggedIn: boolean;
}

/** A path in the page's language: Korean pages carry no parameter, English ones `?lang=en`. */
export function localized(ctx: Pick<SiteContext, 'lang'>, path: string): string {
  if (ctx.lang === 'ko') return path;
  return `${path}${path.includes('?') ? '&' : '?'}lang=en`;
}

/** The language a request asks for: `?lang=en`, else Korean. */
export const languageOf = (query: Record<string, unknown>): SiteLanguage => (query.lang === 'en' ? 'en' : 'ko');
