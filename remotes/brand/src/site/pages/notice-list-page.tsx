// The server runs these files through tsx outside its own tsconfig: the runtime is named here.
/** @jsxRuntime automatic */
import { NoticeCategory, NOTICE_PAGE_SIZE, type NoticeSummary } from '@console/contracts/brand';
import type { PageContent } from '../document';
import { noticeTextsEn } from '../i18n/notices-en';
import { noticeTextsKo, type NoticeTexts } from '../i18n/notices-ko';
import { localized, type SiteContext, type SiteLanguage } from '../site-context';
import { SITE_PATHS, siteTexts } from '../site-texts';
import { NoticeList } from './notice-list-items';

/** The notice pages' texts in the page's language. */
export const noticeTexts = (lang: SiteLanguage): NoticeTexts => (lang === 'en' ? noticeTextsEn : noticeTextsKo);

/** One page of the public list as the server found it, and the filter that found it. */
export interface NoticeListData {
  items: readonly NoticeSummary[];
  total: number;
  page: number;
  q?: string;
  category?: NoticeCategory;
}

/** Page numbers shown around the current one. */
const PAGE_LINKS = 5;

/** The list's address with this filter and page, in the page's language (page 1 and no filter carry no parameter). */
export function noticeListHref(
  ctx: SiteContext,
  filter: { q?: string; category?: NoticeCategory; page?: number },
): string {
  const query = new URLSearchParams();
  if (filter.category) query.set('category', filter.category);
  if (filter.q) query.set('q', filter.q);
  if (filter.page && filter.page > 1) query.set('page', String(filter.page));
  const search = query.toString();
  return localized(ctx, search ? `${SITE_PATHS.notices}?${search}` : SITE_PATHS.notices);
}

function CategoryFilter({ ctx, data }: { ctx: SiteContext; data: NoticeListData }) {
  const t = noticeTexts(ctx.lang);
  const names = siteTexts(ctx.lang).categories;
  const choices: { key: string; category?: NoticeCategory; label: string }[] = [
    { key: 'ALL', label: t.all },
    ...NoticeCategory.options.map((category) => ({ key: category, category, label: names[category] })),
  ];
  return (
    <nav className="filters" aria-label={t.filterLabel}>
      <ul>
        {choices.map((choice) => (
          <li key={choice.key}>
            <a
              href={noticeListHref(ctx, { q: data.q, category: choice.category })}
              aria-current={choice.category === data.category ? 'page' : undefined}
            >
              {choice.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function SearchForm({ ctx, data }: { ctx: SiteContext; data: NoticeListData }) {
  const t = noticeTexts(ctx.lang);
  return (
    <form className="inline" method="get" action={SITE_PATHS.notices} role="search">
      {data.category ? <input type="hidden" name="category" value={data.category} /> : null}
      {ctx.lang === 'en' ? <input type="hidden" name="lang" value="en" /> : null}
      <label className="sr-only" htmlFor="notice-q">
        {t.searchLabel}
      </label>
      <input
        id="notice-q"
        type="search"
        name="q"
        defaultValue={data.q ?? ''}
        placeholder={t.searchPlaceholder}
        maxLength={100}
      />
      <button type="submit">{t.search}</button>
    </form>
  );
}

/** Previous, a window of page numbers (the current one marked with aria-current), next. */
function Pages({ ctx, data }: { ctx: SiteContext; data: NoticeListData }) {
  const t = noticeTexts(ctx.lang);
  const last = Math.max(1, Math.ceil(data.total / NOTICE_PAGE_SIZE));
  if (last === 1 && data.page === 1) return null;
  const first = Math.max(1, Math.min(data.page - Math.floor(PAGE_LINKS / 2), last - PAGE_LINKS + 1));
  const numbers = Array.from({ length: Math.min(PAGE_LINKS, last - first + 1) }, (_, i) => first + i);
  const href = (page: number) => noticeListHref(ctx, { q: data.q, category: data.category, page });
  return (
    <nav className="pages" aria-label={t.pagesLabel}>
      {data.page > 1 ? (
        <a href={href(Math.min(data.page - 1, last))} rel="prev">
          {t.previousPage}
        </a>
      ) : null}
      {numbers.map((page) =>
        page === data.page ? (
          <span key={page} aria-current="page">
            {page}
          </span>
        ) : (
          <a key={page} href={href(page)}>
            {t.pagePrefix ? <span className="sr-only">{t.pagePrefix}</span> : null}
            {page}
            {t.pageSuffix ? <span className="sr-only">{t.pageSuffix}</span> : null}
          </a>
        ),
      )}
      {data.page < last ? (
        <a href={href(data.page + 1)} rel="next">
          {t.nextPage}
        </a>
      ) : null}
    </nav>
  );
}

/** /brand/customers/notice: pinned notices first, then newest; a category filter, a search and pages of 10. */
export function noticeListPage(ctx: SiteContext, data: NoticeListData): PageContent {
  const t = noticeTexts(ctx.lang);
  const site = siteTexts(ctx.lang);
  const filtered = Boolean(data.q || data.category);
  const heading = [
    t.title,
    data.category ? site.categories[data.category] : null,
    data.page > 1 ? t.pageTitle(data.page) : null,
  ]
    .filter(Boolean)
    .join(' · ');
  const empty = data.q ? t.emptySearch : data.category ? t.emptyCategory : t.empty;
  return {
    title: `${heading} · ${site.siteName}`,
    description: t.description,
    // A search's results are the visitor's own; the categories and pages are reachable by links.
    indexable: !data.q,
    body: (
      <div className="wrap">
        <p className="crumbs">
          <a href={localized(ctx, SITE_PATHS.customers)}>{t.customers}</a> / {t.title}
        </p>
        <div className="page-head">
          <h1>{t.title}</h1>
          <p className="muted">{t.description}</p>
        </div>
        <CategoryFilter ctx={ctx} data={data} />
        <SearchForm ctx={ctx} data={data} />
        <p className="muted small" role="status">
          {data.q ? t.searchTotal(data.q, data.total) : t.total(data.total)}
        </p>
        <NoticeList ctx={ctx} notices={data.items} empty={empty} />
        {data.items.length === 0 && filtered ? (
          <p className="muted small">
            {t.emptySearchHint} <a href={noticeListHref(ctx, {})}>{t.all}</a>
          </p>
        ) : null}
        <Pages ctx={ctx} data={data} />
      </div>
    ),
  };
}
