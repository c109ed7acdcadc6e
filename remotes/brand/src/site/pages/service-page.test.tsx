/** @jest-environment node */
import type { PriceRow } from '@console/contracts/billing';
import { KAKAO_LIMITS } from '@console/contracts/kakao';
import { LMS_MAX_BYTES, SMS_MAX_BYTES, SUBJECT_MAX_BYTES } from '@console/contracts/message-limits';
import { RCS_LIMITS } from '@console/contracts/rcs';
import { renderDocument } from '../document';
import type { SiteContext } from '../site-context';
import { SERVICE_KEYS, type ServiceKey } from '../site-texts';
import { PARTNER_SERVICES, servicePage } from './service-page';

const ctx = (service: string, over: Partial<SiteContext> = {}): SiteContext => ({
  lang: 'ko',
  path: `/brand/service/${service}`,
  origin: 'https://console.example.kr',
  loggedIn: false,
  ...over,
});

// Prices no real table has: the page must show what it is given, not figures of its own.
const PRICES: PriceRow[] = [
  { type: 'SMS', channel: 'SMS', priceKrw: 17, priceWithVatKrw: 18.7 },
  { type: 'LMS', channel: 'SMS', priceKrw: 51, priceWithVatKrw: 56.1 },
  { type: 'MMS', channel: 'SMS', priceKrw: 133, priceWithVatKrw: 146.3 },
  { type: 'RCS_SMS', channel: 'RCS', priceKrw: 12, priceWithVatKrw: 13.2 },
  { type: 'ALIMTALK', channel: 'KAKAO', priceKrw: 7, priceWithVatKrw: 7.7 },
  { type: 'BRAND_MESSAGE_FRIENDS', channel: 'KAKAO', priceKrw: 23, priceWithVatKrw: 25.3 },
  { type: 'EMAIL', channel: 'EMAIL', priceKrw: 2, priceWithVatKrw: 2.2 },
];

const render = (service: ServiceKey, over: Partial<SiteContext> = {}) => {
  const context = ctx(service, over);
  return renderDocument(context, servicePage(context, { service, prices: PRICES, pricesEffectiveFrom: '2025-01-01' }));
};

/** The price table's cells (supply price column) in order. */
const priceCells = (html: string) => {
  const table = /<table class="data" data-testid="service-prices">([\s\S]*?)<\/table>/.exec(html)?.[1] ?? '';
  return [...table.matchAll(/<td class="num">([^<]*)<\/td><td class="num">/g)].map((m) => m[1]);
};

describe('servicePage', () => {
  it('shows the rows of its own channel from the data passed in', () => {
    expect(priceCells(render('sms'))).toEqual(['17원', '51원', '133원']);
    expect(priceCells(render('rcs'))).toEqual(['12원']);
    expect(priceCells(render('kakao'))).toEqual(['7원', '23원']);
    // The API sends every channel, e-mail included, at the same prices.
    expect(priceCells(render('solution'))).toHaveLength(PRICES.length);
    expect(render('solution')).toContain('이메일 (전달된 메일)');
    expect(render('sms')).not.toContain('이메일 (전달된 메일)');
    expect(render('sms')).toContain('18.7원');
    expect(render('sms')).toContain('2025.01.01');
    expect(priceCells(render('sms', { lang: 'en' }))).toEqual(['KRW 17', 'KRW 51', 'KRW 133']);
  });

  it('says pricing is by consultation where the table has no row', () => {
    for (const service of ['mo', ...PARTNER_SERVICES] as ServiceKey[]) {
      const html = render(service);
      expect(html).not.toContain('data-testid="service-prices"');
      expect(html).toContain('data-testid="price-consultation"');
      expect(html).toContain('상담으로 안내해요');
    }
  });

  it('quotes the limits of the contracts', () => {
    const sms = render('sms');
    expect(sms).toContain(`본문 ${SMS_MAX_BYTES}바이트(한글 ${SMS_MAX_BYTES / 2}자)까지`);
    expect(sms).toContain(`${LMS_MAX_BYTES.toLocaleString('ko-KR')}바이트`);
    expect(sms).toContain(`제목 ${SUBJECT_MAX_BYTES}바이트`);
    expect(sms).toContain('21:00부터 다음 날 08:00까지');
    expect(render('kakao')).toContain(`내용 ${KAKAO_LIMITS.contentMax.toLocaleString('ko-KR')}자`);
    expect(render('kakao')).toContain('20:50부터 다음 날 08:00까지');
    expect(render('rcs')).toContain(`RCS SMS: ${RCS_LIMITS.sms.bodyMax}자`);
  });

  it('offers sign-up and a consulting inquiry prefilled with the service', () => {
    const html = render('kakao');
    expect(html).toContain('href="/account/signup"');
    expect(html).toContain('href="/brand/customers/consultingInquiry?service=kakao"');
    expect(render('kakao', { lang: 'en' })).toContain(
      'href="/brand/customers/consultingInquiry?service=kakao&amp;lang=en"',
    );
    expect(render('kakao', { loggedIn: true })).not.toContain('무료로 가입하기');
  });

  it('partner services only offer the consulting inquiry', () => {
    for (const service of PARTNER_SERVICES) {
      const main = /<main id="content">([\s\S]*)<\/main>/.exec(render(service))?.[1] ?? '';
      expect(main).not.toContain('/account/signup');
      expect(main).not.toContain('/console/dashboard');
      expect(main).toContain(`/brand/customers/consultingInquiry?service=${service}`);
      expect(main).toContain('제휴 파트너');
    }
  });

  it('the solution page links the public API docs', () => {
    expect(render('solution')).toContain('href="/docs"');
  });

  it('has a title, a description and a menu of every service marking the current one', () => {
    const html = render('rcs');
    expect(html).toMatch(/<title>RCS 메시지 · 메시지 콘솔<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]*RCS[^"]*"/);
    const nav = /<nav class="subnav"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
    for (const key of SERVICE_KEYS) expect(nav).toContain(`href="/brand/service/${key}"`);
    expect(nav).toContain('href="/brand/service/rcs" aria-current="page"');
    expect(html).not.toContain('<script');
  });

  it('every service has its texts in both languages, with no figure left uninterpolated', () => {
    for (const service of SERVICE_KEYS) {
      for (const lang of ['ko', 'en'] as const) {
        const html = render(service, { lang });
        expect(html).toContain('<h1>');
        expect(html).not.toMatch(/undefined|NaN|\$\{/);
      }
    }
  });
});
