/** @jest-environment node */
import type { NoticeDetail, NoticeSummary } from '@console/contracts/brand';
import { renderDocument } from '../document';
import type { SiteContext } from '../site-context';
import { fileSize, noticeDescription, noticeDetailPage } from './notice-detail-page';
import { noticeListHref, noticeListPage, type NoticeListData } from './notice-list-page';

const ctx = (path: string, over: Partial<SiteContext> = {}): SiteContext => ({
  lang: 'ko',
  path,
  origin: 'https://console.example.kr',
  loggedIn: false,
  ...over,
});

const summary = (seq: number, over: Partial<NoticeSummary> = {}): NoticeSummary => ({
  seq,
  title: `공지 ${seq}`,
  category: 'NOTICE',
  pinned: false,
  publishedAt: '2026-11-20T01:00:00.000Z',
  ...over,
});

const renderList = (data: Partial<NoticeListData>, over: Partial<SiteContext> = {}) => {
  const context = ctx('/brand/customers/notice', over);
  return renderDocument(context, noticeListPage(context, { items: [], total: 0, page: 1, ...data }));
};

/** The page numbers of the paging nav, the current one in brackets. */
const pageNumbers = (html: string) => {
  const nav = /<nav class="pages"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
  // Links carry a screen-reader suffix ("쪽") beside the visible number; the current page is a plain span.
  const withoutHidden = nav.replace(/<span class="sr-only">[^<]*<\/span>/g, '');
  return [...withoutHidden.matchAll(/<(a|span)[^>]*>(\d+)<\/\1>/g)].map((m) => (m[1] === 'span' ? `[${m[2]}]` : m[2]));
};

describe('noticeListPage', () => {
  it('shows a window of five page numbers around the current one, with previous and next', () => {
    const items = Array.from({ length: 10 }, (_, i) => summary(i + 1));
    expect(pageNumbers(renderList({ items, total: 95, page: 1 }))).toEqual(['[1]', '2', '3', '4', '5']);
    expect(pageNumbers(renderList({ items, total: 95, page: 6 }))).toEqual(['4', '5', '[6]', '7', '8']);
    expect(pageNumbers(renderList({ items, total: 95, page: 10 }))).toEqual(['6', '7', '8', '9', '[10]']);
    const last = renderList({ items, total: 95, page: 10 });
    expect(last).toContain('<a href="/brand/customers/notice?page=9" rel="prev">');
    expect(last).not.toContain('rel="next"');
    // One page: no paging at all.
    expect(renderList({ items: items.slice(0, 3), total: 3 })).not.toContain('class="pages"');
  });

  it('keeps the category, the search and the language in every link', () => {
    const html = renderList(
      { items: [summary(1)], total: 30, page: 2, q: '점검 시간', category: 'MAINTENANCE' },
      { lang: 'en' },
    );
    expect(html).toContain(
      'href="/brand/customers/notice?category=MAINTENANCE&amp;q=%EC%A0%90%EA%B2%80+%EC%8B%9C%EA%B0%84&amp;lang=en" rel="prev"',
    );
    expect(html).toContain(
      '<a href="/brand/customers/notice?q=%EC%A0%90%EA%B2%80+%EC%8B%9C%EA%B0%84&amp;lang=en">All</a>',
    );
    expect(html).toContain('<title>Notices · Maintenance · page 2 · Message Console</title>');
    expect(noticeListHref(ctx('/'), {})).toBe('/brand/customers/notice');
    expect(noticeListHref(ctx('/'), { page: 1, category: 'EVENT' })).toBe('/brand/customers/notice?category=EVENT');
  });

  it('says in Korean why the list is empty', () => {
    expect(renderList({})).toContain('등록된 공지사항이 없어요.');
    expect(renderList({ category: 'EVENT' })).toContain('이 분류에는 아직 공지사항이 없어요.');
    const search = renderList({ q: '없는 말' });
    expect(search).toContain('검색 결과가 없어요.');
    expect(search).toContain('<meta name="robots" content="noindex"/>');
    expect(renderList({})).not.toContain('noindex');
  });
});

describe('noticeDetailPage', () => {
  const notice: NoticeDetail = {
    ...summary(7, { title: '점검 안내', category: 'MAINTENANCE', pinned: true }),
    body: '<p>새벽 2시부터 점검해요.</p>',
    text: '새벽 2시부터 점검해요.',
    attachments: [
      {
        id: 3,
        fileName: '점검 일정.pdf',
        contentType: 'application/pdf',
        bytes: 1_572_864,
        createdAt: '2026-11-20T01:00:00.000Z',
      },
    ],
  };
  const render = (over: Partial<SiteContext> = {}) => {
    const context = ctx('/brand/customers/notice/7', over);
    return renderDocument(context, noticeDetailPage(context, { notice, previous: summary(8), next: null }));
  };

  it('is an article with its tags, date, body, attachments and neighbours', () => {
    const html = render();
    expect(html).toContain('<meta property="og:type" content="article"/>');
    expect(html).toContain('<meta name="description" content="새벽 2시부터 점검해요."/>');
    expect(html).toContain('<span class="tag pin">중요</span><span class="tag maint">점검</span>');
    expect(html).toContain('<time dateTime="2026-11-20T01:00:00.000Z">2026.11.20</time>');
    expect(html).toContain('<div class="prose" data-testid="notice-body"><p>새벽 2시부터 점검해요.</p></div>');
    expect(html).toContain(
      '<a href="/brand/customers/notice/7/attachments/3" download="점검 일정.pdf">점검 일정.pdf</a>',
    );
    expect(html).toContain('(1.5 MB)');
    expect(html).toContain('<a href="/brand/customers/notice/8">공지 8</a>');
    expect(html).toContain('<span class="label">다음 공지</span><span class="muted">없어요</span>');
    expect(render({ lang: 'en' })).toContain('<a href="/brand/customers/notice/8?lang=en">');
  });

  it('describes itself with the first ~120 characters of its text', () => {
    const long = `${'가나다 '.repeat(50)}끝`;
    const description = noticeDescription(long);
    expect(description.length).toBeLessThanOrEqual(121);
    expect(description.endsWith('…')).toBe(true);
    expect(long.startsWith(description.slice(0, -1))).toBe(true);
    expect(noticeDescription('  짧은\n\n글  ')).toBe('짧은 글');
    expect(fileSize(512)).toBe('512 B');
    expect(fileSize(2048)).toBe('2 KB');
    expect(fileSize(10 * 1024 * 1024)).toBe('10 MB');
  });
});
