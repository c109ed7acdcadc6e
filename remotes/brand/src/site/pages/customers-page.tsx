// The server runs these files through tsx outside its own tsconfig: the runtime is named here.
/** @jsxRuntime automatic */
import type { NoticeSummary } from '@console/contracts/brand';
import type { PageContent } from '../document';
import { localized, type SiteContext } from '../site-context';
import { SITE_PATHS, siteTexts } from '../site-texts';
import { NoticeList } from './notice-list-items';

/** /brand/customers: the latest notices, the ways to ask, and the frequent questions. */
export function customersPage(ctx: SiteContext, data: { notices: readonly NoticeSummary[] }): PageContent {
  const t = siteTexts(ctx.lang);
  const entries = [
    { key: 'serviceInquiry', path: SITE_PATHS.serviceInquiry, ...t.customers.serviceInquiry },
    { key: 'consultingInquiry', path: SITE_PATHS.consultingInquiry, ...t.customers.consultingInquiry },
    { key: 'partnershipInquiry', path: SITE_PATHS.partnershipInquiry, ...t.customers.partnershipInquiry },
    { key: 'questionnaire', path: SITE_PATHS.questionnaire, ...t.customers.questionnaire },
  ];
  return {
    title: `${t.customers.title} · ${t.siteName}`,
    description: t.customers.description,
    body: (
      <div className="wrap">
        <div className="page-head">
          <h1>{t.customers.title}</h1>
          <p className="muted">{t.customers.description}</p>
        </div>
        <section className="block" aria-labelledby="latest-notices">
          <h2 id="latest-notices">{t.customers.notices}</h2>
          <NoticeList ctx={ctx} notices={data.notices} empty={t.home.noNotices} />
          <p>
            <a href={localized(ctx, SITE_PATHS.notices)}>{t.customers.allNotices}</a>
          </p>
        </section>
        <section className="block" aria-labelledby="help-title">
          <h2 id="help-title">{t.customers.help}</h2>
          <div className="grid">
            {entries.map((entry) => (
              <a key={entry.key} className="card" href={localized(ctx, entry.path)}>
                <h3>{entry.title}</h3>
                <p>{entry.body}</p>
              </a>
            ))}
          </div>
        </section>
        <section className="block" aria-labelledby="faq-title">
          <h2 id="faq-title">{t.customers.faqTitle}</h2>
          {t.customers.faq.map((item) => (
            <details key={item.q} className="faq">
              <summary>{item.q}</summary>
              <p>{item.a}</p>
            </details>
          ))}
        </section>
      </div>
    ),
  };
}
