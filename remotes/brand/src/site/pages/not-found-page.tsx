// The server runs these files through tsx outside its own tsconfig: the runtime is named here.
/** @jsxRuntime automatic */
import type { PageContent } from '../document';
import { localized, type SiteContext } from '../site-context';
import { SITE_PATHS, siteTexts } from '../site-texts';

/** A public path with nothing behind it (e.g. a withdrawn notice): answered with status 404. */
export function notFoundPage(ctx: SiteContext): PageContent {
  const t = siteTexts(ctx.lang);
  return {
    title: `${t.notFound.title} · ${t.siteName}`,
    description: t.notFound.body,
    indexable: false,
    body: (
      <div className="wrap">
        <div className="page-head">
          <h1>{t.notFound.title}</h1>
          <p className="muted">{t.notFound.body}</p>
          <p>
            <a className="button primary" href={localized(ctx, SITE_PATHS.home)}>
              {t.notFound.home}
            </a>
          </p>
        </div>
      </div>
    ),
  };
}
