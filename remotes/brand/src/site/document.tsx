// The server runs these files through tsx outside its own tsconfig: the runtime is named here.
/** @jsxRuntime automatic */
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { localized, type SiteContext } from './site-context';
import { SITE_CSS } from './site-styles';
import { SERVICE_KEYS, SITE_PATHS, servicePath, siteTexts } from './site-texts';

/** The logo as the tab icon, inline: no request for /favicon.ico. */
const FAVICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 28 28'%3E%3Crect width='28' height='28' rx='8' fill='%232457f5'/%3E%3Cpath d='M7 9.5a2.5 2.5 0 0 1 2.5-2.5h9A2.5 2.5 0 0 1 21 9.5v6a2.5 2.5 0 0 1-2.5 2.5H13l-4 3v-3h.5A2.5 2.5 0 0 1 7 15.5z' fill='%23fff'/%3E%3C/svg%3E";

/** What a public page says about itself (title, meta description, Open Graph) and its content. */
export interface PageContent {
  title: string;
  description: string;
  /** 'website' for the home, 'article' for a notice. */
  ogType?: 'website' | 'article';
  /** false: keep it out of search engines (pages of one visitor, errors). */
  indexable?: boolean;
  body: ReactNode;
}

function Logo() {
  return (
    <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true">
      <rect width="28" height="28" rx="8" fill="#2457f5" />
      <path
        d="M7 9.5a2.5 2.5 0 0 1 2.5-2.5h9A2.5 2.5 0 0 1 21 9.5v6a2.5 2.5 0 0 1-2.5 2.5H13l-4 3v-3h.5A2.5 2.5 0 0 1 7 15.5z"
        fill="#fff"
      />
      <circle cx="11" cy="12.5" r="1.2" fill="#2457f5" />
      <circle cx="14" cy="12.5" r="1.2" fill="#2457f5" />
      <circle cx="17" cy="12.5" r="1.2" fill="#2457f5" />
    </svg>
  );
}

function NavLinks({ ctx }: { ctx: SiteContext }) {
  const t = siteTexts(ctx.lang);
  const current = (path: string) => (ctx.path === path || ctx.path.startsWith(`${path}/`) ? 'page' : undefined);
  return (
    <>
      <li>
        <a
          href={localized(ctx, servicePath('sms'))}
          aria-current={ctx.path.startsWith('/brand/service/') ? 'page' : undefined}
        >
          {t.nav.services}
        </a>
      </li>
      <li>
        <a href={localized(ctx, SITE_PATHS.customers)} aria-current={current(SITE_PATHS.customers)}>
          {t.nav.customers}
        </a>
      </li>
      <li>
        <a href={localized(ctx, SITE_PATHS.consultingInquiry)}>{t.nav.consulting}</a>
      </li>
      {ctx.loggedIn ? (
        <li>
          <a className="cta" href={SITE_PATHS.console}>
            {t.nav.console}
          </a>
        </li>
      ) : (
        <>
          <li>
            <a href={SITE_PATHS.login}>{t.nav.login}</a>
          </li>
          <li>
            <a className="cta" href={SITE_PATHS.signup}>
              {t.nav.signup}
            </a>
          </li>
        </>
      )}
    </>
  );
}

function Header({ ctx }: { ctx: SiteContext }) {
  const t = siteTexts(ctx.lang);
  return (
    <header className="site" data-testid="site-header">
      <div className="wrap bar">
        <a className="logo" href={localized(ctx, SITE_PATHS.home)}>
          <Logo />
          {t.siteName}
        </a>
        <nav className="main" aria-label={t.menu}>
          <ul>
            <NavLinks ctx={ctx} />
          </ul>
        </nav>
        {/* Phones: the same links behind a disclosure, no script needed. */}
        <details className="menu">
          <summary>{t.menu}</summary>
          <ul>
            <NavLinks ctx={ctx} />
          </ul>
        </details>
      </div>
    </header>
  );
}

function Footer({ ctx }: { ctx: SiteContext }) {
  const t = siteTexts(ctx.lang);
  const other = ctx.lang === 'ko' ? `${ctx.path}?lang=en` : ctx.path;
  return (
    <footer className="site" data-testid="site-footer">
      <div className="wrap">
        <ul>
          <li>
            <a href={localized(ctx, SITE_PATHS.terms)}>{t.footer.terms}</a>
          </li>
          <li>
            <a href={localized(ctx, SITE_PATHS.privacy)}>
              <strong>{t.footer.privacy}</strong>
            </a>
          </li>
          <li>
            <a href={localized(ctx, SITE_PATHS.customers)}>{t.footer.customers}</a>
          </li>
          <li>
            <a href={localized(ctx, SITE_PATHS.partnershipInquiry)}>{t.footer.partnership}</a>
          </li>
          {SERVICE_KEYS.slice(0, 3).map((key) => (
            <li key={key}>
              <a href={localized(ctx, servicePath(key))}>{t.services[key].name}</a>
            </li>
          ))}
          <li className="lang">
            <a href={other} hrefLang={ctx.lang === 'ko' ? 'en' : 'ko'} lang={ctx.lang === 'ko' ? 'en' : 'ko'}>
              {t.language.switchTo}
            </a>
          </li>
        </ul>
        <p>{t.footer.company}</p>
        <p>{t.footer.contact}</p>
        <p>{t.footer.copyright}</p>
      </div>
    </footer>
  );
}

/**
 * A whole public page: head (title, description, canonical, hreflang, Open Graph), the inlined
 * stylesheet, header, content and footer. No script: every page reads and works without JavaScript.
 * `nonce` is the answer's Content-Security-Policy nonce, which the inlined stylesheet needs.
 */
export function renderDocument(ctx: SiteContext, page: PageContent, options: { nonce?: string } = {}): string {
  const t = siteTexts(ctx.lang);
  const canonical = `${ctx.origin}${localized(ctx, ctx.path)}`;
  const markup = renderToStaticMarkup(
    <html lang={ctx.lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{page.title}</title>
        <meta name="description" content={page.description} />
        {page.indexable === false ? <meta name="robots" content="noindex" /> : null}
        <link rel="canonical" href={canonical} />
        <link rel="alternate" hrefLang="ko" href={`${ctx.origin}${ctx.path}`} />
        <link rel="alternate" hrefLang="en" href={`${ctx.origin}${ctx.path}?lang=en`} />
        <meta property="og:type" content={page.ogType ?? 'website'} />
        <meta property="og:site_name" content={t.siteName} />
        <meta property="og:title" content={page.title} />
        <meta property="og:description" content={page.description} />
        <meta property="og:url" content={canonical} />
        <meta property="og:locale" content={ctx.lang === 'ko' ? 'ko_KR' : 'en_US'} />
        <meta name="theme-color" content="#2457f5" />
        <link rel="icon" href={FAVICON} />
        <style nonce={options.nonce} dangerouslySetInnerHTML={{ __html: SITE_CSS }} />
      </head>
      <body>
        <a className="skip" href="#content">
          {t.skip}
        </a>
        <Header ctx={ctx} />
        <main id="content">{page.body}</main>
        <Footer ctx={ctx} />
      </body>
    </html>,
  );
  return `<!doctype html>${markup}`;
}
