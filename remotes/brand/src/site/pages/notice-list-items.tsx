// The server runs these files through tsx outside its own tsconfig: the runtime is named here.
/** @jsxRuntime automatic */
import type { NoticeCategory, NoticeSummary } from '@console/contracts/brand';
import { localized, type SiteContext } from '../site-context';
import { SITE_PATHS, siteDate, siteTexts } from '../site-texts';

const CATEGORY_CLASS: Record<NoticeCategory, string> = {
  NOTICE: 'tag',
  MAINTENANCE: 'tag maint',
  UPDATE: 'tag update',
  EVENT: 'tag event',
};

/** A notice's category (and "중요" when pinned) as small tags. */
export function NoticeTags({ ctx, notice }: { ctx: SiteContext; notice: NoticeSummary }) {
  const t = siteTexts(ctx.lang);
  return (
    <>
      {notice.pinned ? <span className="tag pin">{t.pinned}</span> : null}
      <span className={CATEGORY_CLASS[notice.category]}>{t.categories[notice.category]}</span>
    </>
  );
}

/** Notices as a list of links with their tags and dates (home, customer centre, notice list). */
export function NoticeList({
  ctx,
  notices,
  empty,
}: {
  ctx: SiteContext;
  notices: readonly NoticeSummary[];
  empty: string;
}) {
  if (notices.length === 0) return <p className="muted">{empty}</p>;
  return (
    <ul className="list" data-testid="notice-list">
      {notices.map((notice) => (
        <li key={notice.seq}>
          <a href={localized(ctx, `${SITE_PATHS.notices}/${notice.seq}`)}>
            <span>
              <NoticeTags ctx={ctx} notice={notice} />
              <span className="title">{notice.title}</span>
            </span>
            <time dateTime={notice.publishedAt}>{siteDate(notice.publishedAt)}</time>
          </a>
        </li>
      ))}
    </ul>
  );
}
