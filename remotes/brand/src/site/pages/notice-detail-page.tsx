// The server runs these files through tsx outside its own tsconfig: the runtime is named here.
/** @jsxRuntime automatic */
import type { NoticeAttachment, NoticeDetail, NoticeSummary } from '@console/contracts/brand';
import type { PageContent } from '../document';
import { localized, type SiteContext } from '../site-context';
import { SITE_PATHS, siteDate, siteTexts } from '../site-texts';
import { NoticeTags } from './notice-list-items';
import { noticeListHref, noticeTexts } from './notice-list-page';

export interface NoticeDetailData {
  /** Its body is sanitised HTML (the server's sanitiser): the only HTML this page inserts as is. */
  notice: NoticeDetail;
  /** The notices just above and below it in the list. */
  previous: NoticeSummary | null;
  next: NoticeSummary | null;
}

/** Characters of a notice's text in its meta description. */
const DESCRIPTION_LENGTH = 120;

/** The first ~120 characters of a text, cut at a space when one is near the end. */
export function noticeDescription(text: string, max = DESCRIPTION_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.7 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export const noticePath = (seq: number) => `${SITE_PATHS.notices}/${seq}`;
export const attachmentPath = (seq: number, id: number) => `${noticePath(seq)}/attachments/${id}`;

/** 2048 -> "2 KB", 1572864 -> "1.5 MB". */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1).replace(/\.0$/, '')} MB`;
}

function Attachments({ ctx, notice }: { ctx: SiteContext; notice: NoticeDetail }) {
  const t = noticeTexts(ctx.lang);
  if (notice.attachments.length === 0) return null;
  return (
    <section className="attachments" aria-labelledby="attachments-title">
      <h2 id="attachments-title">{t.attachments}</h2>
      <ul>
        {notice.attachments.map((file: NoticeAttachment) => (
          <li key={file.id}>
            <a href={attachmentPath(notice.seq, file.id)} download={file.fileName}>
              {file.fileName}
            </a>{' '}
            <span className="muted small">({fileSize(file.bytes)})</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Neighbour({ ctx, label, notice }: { ctx: SiteContext; label: string; notice: NoticeSummary | null }) {
  const t = noticeTexts(ctx.lang);
  return (
    <li>
      <span className="label">{label}</span>
      {notice ? (
        <a href={localized(ctx, noticePath(notice.seq))}>{notice.title}</a>
      ) : (
        <span className="muted">{t.none}</span>
      )}
    </li>
  );
}

/** /brand/customers/notice/{seq}: one notice as an article, its attachments, the notices around it. */
export function noticeDetailPage(ctx: SiteContext, data: NoticeDetailData): PageContent {
  const t = noticeTexts(ctx.lang);
  const site = siteTexts(ctx.lang);
  const { notice } = data;
  return {
    title: `${notice.title} · ${t.title} · ${site.siteName}`,
    description: noticeDescription(notice.text) || notice.title,
    ogType: 'article',
    body: (
      <div className="wrap">
        <p className="crumbs">
          <a href={localized(ctx, SITE_PATHS.customers)}>{t.customers}</a> /{' '}
          <a href={localized(ctx, SITE_PATHS.notices)}>{t.title}</a>
        </p>
        <article className="notice">
          <header className="page-head">
            <p className="article-meta">
              <NoticeTags ctx={ctx} notice={notice} />
            </p>
            <h1>{notice.title}</h1>
            <p className="muted small">
              {t.published} <time dateTime={notice.publishedAt}>{siteDate(notice.publishedAt)}</time>
            </p>
          </header>
          <div className="prose" data-testid="notice-body" dangerouslySetInnerHTML={{ __html: notice.body }} />
          <Attachments ctx={ctx} notice={notice} />
        </article>
        <nav className="prev-next" aria-label={t.neighboursLabel}>
          <ul>
            <Neighbour ctx={ctx} label={t.previous} notice={data.previous} />
            <Neighbour ctx={ctx} label={t.next} notice={data.next} />
          </ul>
        </nav>
        <p>
          <a className="button secondary" href={noticeListHref(ctx, {})}>
            {t.backToList}
          </a>
        </p>
      </div>
    ),
  };
}
