// The server runs these files through tsx outside its own tsconfig: the runtime is named here.
/** @jsxRuntime automatic */
import type { PriceRow } from '@console/contracts/billing';
import type { PageContent } from '../document';
import { servicePagesEn } from '../i18n/service-pages-en';
import { servicePagesKo, type ServicePagesTexts } from '../i18n/service-pages-ko';
import { localized, type SiteContext, type SiteLanguage } from '../site-context';
import { SERVICE_KEYS, SITE_PATHS, servicePath, siteDate, siteTexts, type ServiceKey } from '../site-texts';

/** Services the console does not offer itself: partners provide them after a consulting inquiry. */
export const PARTNER_SERVICES: readonly ServiceKey[] = ['italk', 'chatbot', 'chatist', 'nuguBizcall'];

/** The rows of the price table each service shows; none = priced by consultation. */
const PRICE_CHANNELS: Record<ServiceKey, readonly PriceRow['channel'][]> = {
  sms: ['SMS'],
  kakao: ['KAKAO'],
  rcs: ['RCS'],
  // The API sends every channel at the same prices.
  solution: ['SMS', 'RCS', 'KAKAO', 'EMAIL'],
  mo: [],
  italk: [],
  chatbot: [],
  chatist: [],
  nuguBizcall: [],
};

/** The public send API's documentation (server/src/routes/docs). */
const API_DOCS_PATH = '/docs';

export const isServiceKey = (value: string): value is ServiceKey => (SERVICE_KEYS as readonly string[]).includes(value);

export const servicePageTexts = (lang: SiteLanguage): ServicePagesTexts =>
  lang === 'en' ? servicePagesEn : servicePagesKo;

/** The consulting inquiry, prefilled with the service. */
export const consultingPath = (service: ServiceKey) => `${SITE_PATHS.consultingInquiry}?service=${service}`;

export interface ServicePageData {
  service: ServiceKey;
  /** The server's price table (PRICE_TABLE.rows): the page shows the rows of its service. */
  prices: readonly PriceRow[];
  /** When the price table took effect (PRICE_TABLE.effectiveFrom). */
  pricesEffectiveFrom?: string;
}

function Actions({ ctx, service }: { ctx: SiteContext; service: ServiceKey }) {
  const { labels } = servicePageTexts(ctx.lang);
  const partner = PARTNER_SERVICES.includes(service);
  return (
    <div className="actions">
      {partner ? null : ctx.loggedIn ? (
        <a className="button primary" href={SITE_PATHS.console}>
          {labels.console}
        </a>
      ) : (
        <a className="button primary" href={SITE_PATHS.signup}>
          {labels.signup}
        </a>
      )}
      <a className={partner ? 'button primary' : 'button secondary'} href={localized(ctx, consultingPath(service))}>
        {labels.consult}
      </a>
      {service === 'solution' ? (
        <a className="button secondary" href={API_DOCS_PATH}>
          {labels.apiDocs}
        </a>
      ) : null}
    </div>
  );
}

function Prices({ ctx, data }: { ctx: SiteContext; data: ServicePageData }) {
  const t = siteTexts(ctx.lang);
  const { labels, services } = servicePageTexts(ctx.lang);
  const channels = PRICE_CHANNELS[data.service];
  const rows = data.prices.filter((row) => channels.includes(row.channel));
  if (rows.length === 0) return <p data-testid="price-consultation">{services[data.service].priceNote}</p>;
  return (
    <>
      <table className="data" data-testid="service-prices">
        <thead>
          <tr>
            <th scope="col">{labels.priceType}</th>
            <th scope="col" className="num">
              {labels.price}
            </th>
            <th scope="col" className="num">
              {labels.priceWithVat}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.type}>
              <td>{t.priceTypes[row.type]}</td>
              <td className="num">{labels.won(row.priceKrw)}</td>
              <td className="num">{labels.won(row.priceWithVatKrw)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="muted small">
        {labels.pricesCharged} {services[data.service].priceNote}
        {data.pricesEffectiveFrom ? ` ${labels.pricesEffective} ${siteDate(data.pricesEffectiveFrom)}.` : null}
      </p>
    </>
  );
}

/** The services as a small menu above each service page. */
function ServiceNav({ ctx, current }: { ctx: SiteContext; current: ServiceKey }) {
  const t = siteTexts(ctx.lang);
  return (
    <nav className="subnav" aria-label={servicePageTexts(ctx.lang).labels.servicesNav}>
      <ul>
        {SERVICE_KEYS.map((key) => (
          <li key={key}>
            <a href={localized(ctx, servicePath(key))} aria-current={key === current ? 'page' : undefined}>
              {t.services[key].name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * /brand/service/{key}: what the service does, for whom, its limits (the server's constants), its
 * prices (the server's price table), how to start, and the way in: sign-up and a consulting inquiry
 * prefilled with the service; partner services lead only to the consulting inquiry.
 */
export function servicePage(ctx: SiteContext, data: ServicePageData): PageContent {
  const t = siteTexts(ctx.lang);
  const { labels, services } = servicePageTexts(ctx.lang);
  const text = services[data.service];
  const partner = PARTNER_SERVICES.includes(data.service);
  return {
    title: `${text.title} · ${t.siteName}`,
    description: text.description,
    body: (
      <div className="wrap">
        <ServiceNav ctx={ctx} current={data.service} />
        <div className="page-head">
          {partner ? (
            <p>
              <span className="tag">{labels.partnerBadge}</span>
            </p>
          ) : null}
          <h1>{text.title}</h1>
          <p className="lead">{text.lead}</p>
          <Actions ctx={ctx} service={data.service} />
        </div>
        <section className="block" aria-labelledby="service-what">
          <h2 id="service-what">{labels.whatTitle}</h2>
          <div className="grid">
            {text.what.map((item) => (
              <div key={item.title} className="card">
                <h3>{item.title}</h3>
                <p>{item.body}</p>
              </div>
            ))}
          </div>
        </section>
        <section className="block" aria-labelledby="service-audience">
          <h2 id="service-audience">{labels.audienceTitle}</h2>
          <ul className="points">
            {text.audience.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
        {text.uses ? (
          <section className="block" aria-labelledby="service-uses">
            <h2 id="service-uses">{labels.usesTitle}</h2>
            <ul className="points">
              {text.uses.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </section>
        ) : null}
        <section className="block" aria-labelledby="service-rules">
          <h2 id="service-rules">{partner ? labels.partnerRulesTitle : labels.rulesTitle}</h2>
          <ul className="points" data-testid="service-rules">
            {text.rules.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
        <section className="block" aria-labelledby="service-prices">
          <h2 id="service-prices">{labels.pricesTitle}</h2>
          <Prices ctx={ctx} data={data} />
        </section>
        <section className="block" aria-labelledby="service-steps">
          <h2 id="service-steps">{partner ? labels.partnerStartTitle : labels.startTitle}</h2>
          <ol className="steps">
            {text.steps.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ol>
        </section>
        <section className="cta-box" aria-labelledby="service-cta">
          <h2 id="service-cta">{partner ? labels.partnerCtaTitle : labels.ctaTitle}</h2>
          <p>{partner ? labels.partnerCtaBody : labels.ctaBody}</p>
          <Actions ctx={ctx} service={data.service} />
        </section>
      </div>
    ),
  };
}
