// The server runs these files through tsx outside its own tsconfig: the runtime is named here.
/** @jsxRuntime automatic */
import type { PriceRow } from '@console/contracts/billing';
import type { NoticeSummary } from '@console/contracts/brand';
import type { PageContent } from '../document';
import { localized, type SiteContext } from '../site-context';
import { SERVICE_KEYS, SITE_PATHS, servicePath, siteTexts } from '../site-texts';
import { NoticeList } from './notice-list-items';

export interface HomeData {
  notices: readonly NoticeSummary[];
  prices: readonly PriceRow[];
}

/** 13 -> "13원" / "KRW 13". */
export function won(value: number, lang: SiteContext['lang']): string {
  const { prefix, suffix, locale } = siteTexts(lang).money;
  return `${prefix}${value.toLocaleString(locale)}${suffix}`;
}

/** / : what the console is, its services, its prices (from the server's price table) and the latest notices. */
export function homePage(ctx: SiteContext, data: HomeData): PageContent {
  const t = siteTexts(ctx.lang);
  return {
    title: t.home.title,
    description: t.home.description,
    body: (
      <>
        <section className="hero">
          <div className="wrap">
            <h1>{t.home.heroTitle}</h1>
            <p className="lead">{t.home.heroBody}</p>
            <div className="actions">
              {ctx.loggedIn ? (
                <a className="button primary" href={SITE_PATHS.console}>
                  {t.home.console}
                </a>
              ) : (
                <a className="button primary" href={SITE_PATHS.signup}>
                  {t.home.start}
                </a>
              )}
              <a className="button secondary" href={localized(ctx, SITE_PATHS.consultingInquiry)}>
                {t.home.consult}
              </a>
            </div>
          </div>
        </section>
        <section className="block" aria-labelledby="services-title">
          <div className="wrap">
            <h2 id="services-title">{t.home.servicesTitle}</h2>
            <div className="grid">
              {SERVICE_KEYS.map((key) => (
                <a key={key} className="card" href={localized(ctx, servicePath(key))}>
                  <h3>{t.services[key].name}</h3>
                  <p>{t.services[key].summary}</p>
                </a>
              ))}
            </div>
          </div>
        </section>
        <section className="block alt" aria-labelledby="why-title">
          <div className="wrap">
            <h2 id="why-title">{t.home.whyTitle}</h2>
            <div className="grid">
              {t.home.why.map((item) => (
                <div key={item.title} className="card">
                  <h3>{item.title}</h3>
                  <p>{item.body}</p>
                </div>
              ))}
            </div>
          </div>
        </section>
        <section className="block" aria-labelledby="prices-title">
          <div className="wrap">
            <h2 id="prices-title">{t.home.pricesTitle}</h2>
            <table className="data">
              <thead>
                <tr>
                  <th scope="col">{t.home.priceType}</th>
                  <th scope="col" className="num">
                    {t.home.price}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.prices.map((row) => (
                  <tr key={row.type}>
                    <td>{t.priceTypes[row.type]}</td>
                    <td className="num">{won(row.priceKrw, ctx.lang)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="muted small">{t.home.pricesNote}</p>
          </div>
        </section>
        <section className="block alt" aria-labelledby="notices-title">
          <div className="wrap">
            <h2 id="notices-title">{t.home.noticesTitle}</h2>
            <NoticeList ctx={ctx} notices={data.notices} empty={t.home.noNotices} />
            <p>
              <a href={localized(ctx, SITE_PATHS.notices)}>{t.home.allNotices}</a>
            </p>
          </div>
        </section>
      </>
    ),
  };
}
