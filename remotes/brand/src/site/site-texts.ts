import { siteTextsEn } from './i18n/site-texts-en';
import { siteTextsKo, type SiteTexts } from './i18n/site-texts-ko';
import type { SiteLanguage } from './site-context';

export type { SiteTexts };

/** The frame's texts in the page's language. */
export const siteTexts = (lang: SiteLanguage): SiteTexts => (lang === 'en' ? siteTextsEn : siteTextsKo);

/** The service pages in menu order: /brand/service/{key} (PRODUCT.md). */
export const SERVICE_KEYS = [
  'sms',
  'kakao',
  'rcs',
  'mo',
  'italk',
  'chatbot',
  'chatist',
  'solution',
  'nuguBizcall',
] as const;
export type ServiceKey = (typeof SERVICE_KEYS)[number];
export const servicePath = (key: ServiceKey) => `/brand/service/${key}`;

/** Paths the public pages link to (console screens load the federated console). */
export const SITE_PATHS = {
  home: '/',
  customers: '/brand/customers',
  notices: '/brand/customers/notice',
  serviceInquiry: '/brand/customers/serviceInquiry',
  consultingInquiry: '/brand/customers/consultingInquiry',
  partnershipInquiry: '/brand/customers/partnershipInquiry',
  questionnaire: '/brand/consulting/questionnaire',
  terms: '/brand/policy/tou',
  privacy: '/brand/policy/privacyPolicy',
  pricing: '/console/billing/pricing',
  login: '/account/login',
  signup: '/account/signup',
  console: '/console/dashboard',
} as const;

/** "2026-11-25T01:00:00Z" -> "2026.11.25" in Seoul time (the console's date format). */
export function siteDate(value: string | Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Seoul',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(value));
  return parts.replaceAll('-', '.');
}
