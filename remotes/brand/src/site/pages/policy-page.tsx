// The server runs these files through tsx outside its own tsconfig: the runtime is named here.
/** @jsxRuntime automatic */
import type { PageContent } from '../document';
import { policiesEn } from '../i18n/policies-en';
import { policiesKo, type PolicySection, type PolicyTexts } from '../i18n/policies-ko';
import { POLICY_VERSIONS, type PolicyKey } from '../policy-versions';
import { localized, type SiteContext, type SiteLanguage } from '../site-context';
import { SITE_PATHS, siteDate, siteTexts } from '../site-texts';

export const policyTexts = (lang: SiteLanguage): PolicyTexts => (lang === 'en' ? policiesEn : policiesKo);

const POLICY_PATHS: Record<PolicyKey, string> = { tou: SITE_PATHS.terms, privacyPolicy: SITE_PATHS.privacy };

/** A policy's address at a version: the newest has no parameter (it is the canonical page). */
const versionPath = (policy: PolicyKey, version: string) =>
  version === POLICY_VERSIONS[policy][0] ? POLICY_PATHS[policy] : `${POLICY_PATHS[policy]}?version=${version}`;

function Section({ section, index }: { section: PolicySection; index: number }) {
  const id = `policy-section-${index + 1}`;
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{section.heading}</h2>
      {section.paragraphs?.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {section.items ? (
        <ol>
          {section.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ol>
      ) : null}
      {section.table ? (
        <table>
          <thead>
            <tr>
              {section.table.head.map((cell) => (
                <th key={cell} scope="col">
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {section.table.rows.map((row) => (
              <tr key={row.join('|')}>
                {row.map((cell, column) => (
                  <td key={column}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}

/** The version selector: a plain GET form, so it works without script. */
function VersionSelector({ ctx, policy, version }: { ctx: SiteContext; policy: PolicyKey; version: string }) {
  const { labels } = policyTexts(ctx.lang);
  const versions = POLICY_VERSIONS[policy];
  return (
    <form className="inline" method="get" action={POLICY_PATHS[policy]} data-testid="policy-versions">
      <label htmlFor="policy-version">{labels.versionSelect}</label>
      <select id="policy-version" name="version" defaultValue={version}>
        {versions.map((date, index) => (
          <option key={date} value={date}>
            {`${labels.effectiveDate} ${siteDate(date)}${index === 0 ? ` (${labels.current})` : ''}`}
          </option>
        ))}
      </select>
      {ctx.lang === 'en' ? <input type="hidden" name="lang" value="en" /> : null}
      <button type="submit">{labels.show}</button>
    </form>
  );
}

/** Every version with its effective date and main changes, each a link (the history PIPA asks for). */
function History({ ctx, policy, version }: { ctx: SiteContext; policy: PolicyKey; version: string }) {
  const { labels, documents } = policyTexts(ctx.lang);
  return (
    <section aria-labelledby="policy-history">
      <h2 id="policy-history">{labels.history}</h2>
      <table data-testid="policy-history">
        <thead>
          <tr>
            <th scope="col">{labels.historyDate}</th>
            <th scope="col">{labels.historyChanges}</th>
            <th scope="col">{labels.historyLink}</th>
          </tr>
        </thead>
        <tbody>
          {POLICY_VERSIONS[policy].map((date) => (
            <tr key={date}>
              <td>
                <time dateTime={date}>{siteDate(date)}</time>
              </td>
              <td>{documents[policy].versions[date]?.changes}</td>
              <td>
                {date === version ? (
                  <span aria-current="page">{labels.viewing}</span>
                ) : (
                  <a href={localized(ctx, versionPath(policy, date))}>{labels.viewVersion}</a>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/**
 * /brand/policy/{tou, privacyPolicy}: one version of a policy (the newest unless `?version=` names an
 * earlier one; the route answers 404 for a version that does not exist) with its effective date, a
 * selector of the versions and the history of changes. Earlier versions stay out of search engines.
 */
export function policyPage(ctx: SiteContext, data: { policy: PolicyKey; version: string }): PageContent {
  const t = siteTexts(ctx.lang);
  const { labels, documents } = policyTexts(ctx.lang);
  const doc = documents[data.policy];
  const text = doc.versions[data.version];
  if (!text) throw new Error(`${data.policy} has no version ${data.version}: check it with policyVersionOf first`);
  const newest = POLICY_VERSIONS[data.policy][0] ?? data.version;
  const older = data.version !== newest;
  return {
    title: older ? `${doc.title} (${siteDate(data.version)}) · ${t.siteName}` : `${doc.title} · ${t.siteName}`,
    description: doc.description,
    indexable: !older,
    body: (
      <div className="wrap">
        <div className="page-head">
          <h1>{doc.title}</h1>
          <p className="muted" data-testid="policy-effective">
            {labels.effectiveDate} <time dateTime={data.version}>{siteDate(data.version)}</time>
          </p>
        </div>
        {labels.courtesy ? (
          <p className="note" lang="en">
            {labels.courtesy}{' '}
            <a href={versionPath(data.policy, data.version)} hrefLang="ko" lang="ko">
              {siteTexts('ko').footer[data.policy === 'tou' ? 'terms' : 'privacy']}
            </a>
          </p>
        ) : null}
        {older ? (
          <p className="note" role="note">
            {labels.olderNotice(siteDate(newest))}{' '}
            <a href={localized(ctx, POLICY_PATHS[data.policy])}>{labels.currentLink}</a>
          </p>
        ) : null}
        <VersionSelector ctx={ctx} policy={data.policy} version={data.version} />
        <article className="prose">
          <p>{doc.intro}</p>
          {text.sections.map((section, index) => (
            <Section key={section.heading} section={section} index={index} />
          ))}
          <History ctx={ctx} policy={data.policy} version={data.version} />
        </article>
      </div>
    ),
  };
}
