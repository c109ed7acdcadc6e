/** One address of the sitemap, with when it last changed when that is known. */
export interface SitemapEntry {
  path: string;
  lastModified?: string | Date;
}

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** /sitemap.xml: every public page (Korean, with its English alternate) for search engines. */
export function renderSitemap(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const loc = `${origin}${entry.path}`;
    const lastmod = entry.lastModified ? `<lastmod>${new Date(entry.lastModified).toISOString()}</lastmod>` : '';
    return (
      `<url><loc>${escapeXml(loc)}</loc>${lastmod}` +
      `<xhtml:link rel="alternate" hreflang="ko" href="${escapeXml(loc)}"/>` +
      `<xhtml:link rel="alternate" hreflang="en" href="${escapeXml(`${loc}?lang=en`)}"/></url>`
    );
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">' +
    `${urls.join('')}</urlset>\n`
  );
}

/** /robots.txt: the public pages are open; the console, the API and the popups are not for crawlers. */
export function renderRobots(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /console/',
    'Disallow: /api/',
    'Disallow: /account/',
    'Disallow: /admin/',
    'Disallow: /dev/',
    'Disallow: /brand/customers/serviceInquiry',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
