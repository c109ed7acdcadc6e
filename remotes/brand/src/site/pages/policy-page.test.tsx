/** @jest-environment node */
import { HISTORY_RETENTION_MONTHS } from '@console/contracts/message-limits';
import { renderDocument } from '../document';
import { policiesEn } from '../i18n/policies-en';
import { policiesKo } from '../i18n/policies-ko';
import { POLICY_KEYS, POLICY_VERSIONS, policyVersionOf, type PolicyKey } from '../policy-versions';
import type { SiteContext } from '../site-context';
import { policyPage } from './policy-page';

const PATHS: Record<PolicyKey, string> = { tou: '/brand/policy/tou', privacyPolicy: '/brand/policy/privacyPolicy' };

const render = (policy: PolicyKey, version: string, lang: SiteContext['lang'] = 'ko') => {
  const ctx: SiteContext = { lang, path: PATHS[policy], origin: 'https://console.example.kr', loggedIn: false };
  const page = policyPage(ctx, { policy, version });
  return { page, html: renderDocument(ctx, page) };
};

describe('policy versions', () => {
  it('each document has at least two versions, newest first, with a text in both languages', () => {
    for (const policy of POLICY_KEYS) {
      const versions = POLICY_VERSIONS[policy];
      expect(versions.length).toBeGreaterThanOrEqual(2);
      expect([...versions].sort().reverse()).toEqual(versions);
      for (const texts of [policiesKo, policiesEn]) {
        expect(Object.keys(texts.documents[policy].versions).sort()).toEqual([...versions].sort());
      }
    }
  });

  it('the newest is the default; an unknown version is none', () => {
    expect(policyVersionOf('tou', undefined)).toBe(POLICY_VERSIONS.tou[0]);
    expect(policyVersionOf('tou', '')).toBe(POLICY_VERSIONS.tou[0]);
    expect(policyVersionOf('privacyPolicy', POLICY_VERSIONS.privacyPolicy[1])).toBe(POLICY_VERSIONS.privacyPolicy[1]);
    expect(policyVersionOf('tou', '2024-01-01')).toBeNull();
    expect(policyVersionOf('tou', ['2025-01-01'])).toBeNull();
  });
});

describe('policyPage', () => {
  const [current, first] = POLICY_VERSIONS.privacyPolicy as [string, string];

  it('shows the effective date and a selector that works without script', () => {
    const { html } = render('privacyPolicy', current);
    expect(html).toContain(`시행일 <time dateTime="${current}">${current.replaceAll('-', '.')}</time>`);
    const form = /<form[^>]*data-testid="policy-versions"[\s\S]*?<\/form>/.exec(html)?.[0] ?? '';
    expect(form).toMatch(/method="get"/);
    expect(form).toContain('action="/brand/policy/privacyPolicy"');
    expect(form).toContain('name="version"');
    expect(form).toContain(`<option value="${current}" selected="">`);
    expect(form).toContain(`<option value="${first}">`);
    expect(form).toContain('type="submit"');
    expect(form).not.toContain('name="lang"');
    expect(html).not.toContain('<script');
  });

  it('an earlier version says so, links the current one and stays out of search engines', () => {
    const { page, html } = render('privacyPolicy', first);
    expect(page.indexable).toBe(false);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain(`<option value="${first}" selected="">`);
    expect(html).toContain('이전 버전의 문서를 보고 있어요');
    expect(render('privacyPolicy', current).page.indexable).not.toBe(false);
  });

  it('the privacy policy has every section PIPA asks for, and its history links each version', () => {
    const { html } = render('privacyPolicy', current);
    for (const heading of [
      '처리 목적',
      '처리하는 개인정보 항목',
      '보유 및 이용 기간',
      '제3자 제공',
      '처리의 위탁',
      '파기',
      '정보주체의 권리',
      '안전성 확보 조치',
      '쿠키',
      '개인정보 보호책임자',
      '변경 이력',
    ]) {
      expect(html).toMatch(new RegExp(`<h2 id="[^"]+">[^<]*${heading}`));
    }
    expect(html).toContain(`발송일부터 ${HISTORY_RETENTION_MONTHS}개월`);
    const history = /<table data-testid="policy-history">[\s\S]*?<\/table>/.exec(html)?.[0] ?? '';
    expect(history).toContain(`href="/brand/policy/privacyPolicy?version=${first}"`);
    expect(history).toContain(`<time dateTime="${first}">`);
  });

  it('the terms cover advertising duties and fees with refunds', () => {
    const { html } = render('tou', POLICY_VERSIONS.tou[0]!);
    expect(html).toContain('광고성 정보 전송 시 의무');
    expect(html).toContain('정보통신망');
    expect(html).toContain('실패한 메시지는 과금하지 않아요');
    expect(html).toContain('제9조 (환불)');
    expect(html).toContain('분쟁 해결');
  });

  it('versions differ: the current terms add postpaid billing', () => {
    const [newest, oldest] = POLICY_VERSIONS.tou as [string, string];
    const postpaid = /<li>후불: [^<]*CMS 자동이체/;
    expect(render('tou', newest).html).toMatch(postpaid);
    expect(render('tou', oldest).html).not.toMatch(postpaid);
    expect(render('tou', oldest).html).toContain(`이 약관은 ${oldest.replaceAll('-', '.')}부터 시행해요.`);
  });

  it('English is a labelled courtesy translation and keeps the language in the form and links', () => {
    const { html } = render('tou', POLICY_VERSIONS.tou[1]!, 'en');
    expect(html).toContain('courtesy translation');
    expect(html).toContain('Korean version prevails');
    expect(html).toContain('<input type="hidden" name="lang" value="en"/>');
    expect(html).toContain('href="/brand/policy/tou?lang=en"');
  });

  it('an unknown version is a programming error the route must catch first', () => {
    expect(() => render('tou', '1999-01-01')).toThrow(/policyVersionOf/);
  });
});
