/**
 * The public brand site, rendered to HTML by the server (DESIGN.md "Public pages"): no framework
 * reaches the browser, every page reads without JavaScript. The server loads the data and calls a
 * page function; `renderDocument` wraps it in the site's frame.
 */
export { renderDocument, type PageContent } from './document';
export { languageOf, localized, type SiteContext, type SiteLanguage } from './site-context';
export { SERVICE_KEYS, SITE_PATHS, servicePath, siteTexts, type ServiceKey } from './site-texts';
export { renderRobots, renderSitemap, type SitemapEntry } from './sitemap';
export { homePage, type HomeData } from './pages/home-page';
export { customersPage } from './pages/customers-page';
export { notFoundPage } from './pages/not-found-page';
export {
  servicePage,
  isServiceKey,
  consultingPath,
  PARTNER_SERVICES,
  type ServicePageData,
} from './pages/service-page';
export { policyPage } from './pages/policy-page';
export { POLICY_KEYS, POLICY_VERSIONS, isPolicyKey, policyVersionOf, type PolicyKey } from './policy-versions';
export { noticeListPage, type NoticeListData } from './pages/notice-list-page';
export { noticeDetailPage, type NoticeDetailData } from './pages/notice-detail-page';
export { loginPage, safeReturnUrl, showsDemoHint, type LoginPageData, type LoginScriptTexts } from './pages/login-page';
