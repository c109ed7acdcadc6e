import sanitizeHtml from 'sanitize-html';
import type { NoticeBodyFormat } from '@console/contracts/brand';

/** Our own attachments, the only images besides https ones a notice may show. */
const OWN_ATTACHMENT = /^\/brand\/customers\/notice\/\d{1,9}\/attachments\/\d{1,9}$/;

/**
 * What a notice's rich text may hold: headings, paragraphs, lists, links (http, https, mailto),
 * emphasis, tables and images from https or our own attachments. Scripts, event handlers, styles,
 * classes, iframes and forms are removed; the page's own h1 is the title, so h1 becomes h2.
 */
const NOTICE_HTML: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'strong',
    'em',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'img',
  ],
  allowedAttributes: {
    a: ['href', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  transformTags: {
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    b: 'strong',
    i: 'em',
    // Every link opens without handing our window to the target.
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }),
  },
  // An image whose source did not survive (javascript:, data:, http:, another site's path) is dropped.
  exclusiveFilter: (frame) =>
    frame.tag === 'img' && !(frame.attribs.src?.startsWith('https://') || OWN_ATTACHMENT.test(frame.attribs.src ?? '')),
  disallowedTagsMode: 'discard',
};

/** A rich-text notice body as it may reach a page. */
export function sanitizeNoticeHtml(html: string): string {
  return sanitizeHtml(html, NOTICE_HTML).trim();
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A plain-text body (the seeded notices) as paragraphs: blank lines part them, single breaks stay. */
export function plainTextToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br />')}</p>`)
    .join('');
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * The text of sanitised HTML (search, meta description): tags go, blocks part words, entities become characters.
 * Only for the sanitiser's output, whose text and attributes never hold a raw `<` or `>`.
 */
export function htmlToText(sanitized: string): string {
  return (
    sanitized
      // Inline tags join words; every other tag (blocks, cells, breaks, images) parts them.
      .replace(/<\/?(?:strong|em|a)\b[^>]*>/g, '')
      .replace(/<[^>]*>/g, ' ')
      .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
        if (name[0] === '#') {
          const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
          return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
        }
        return ENTITIES[name.toLowerCase()] ?? entity;
      })
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** A stored body as the HTML a page shows: sanitised again (the rules may have tightened since it was kept). */
export function noticeBodyHtml(body: string, format: NoticeBodyFormat): string {
  return format === 'HTML' ? sanitizeNoticeHtml(body) : plainTextToHtml(body);
}

/** A stored body as plain text. */
export function noticeBodyText(body: string, format: NoticeBodyFormat): string {
  return format === 'HTML' ? htmlToText(sanitizeNoticeHtml(body)) : body.replace(/\s+/g, ' ').trim();
}
