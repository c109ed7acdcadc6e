import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError, renderWithPlatform, type FakeHandler } from '@console/testing/fake-platform';
import { en } from '../../i18n/en';
import { ko } from '../../i18n/ko';
import { detailOf, invoiceWithLines } from '../invoices/invoice-fixtures';
import { InvoicePrintPage } from './invoice-print-page';

function renderPopup(path: string, handlers: Record<string, FakeHandler> = {}) {
  return renderWithPlatform(<InvoicePrintPage />, {
    path,
    defaultNS: 'billing',
    resources: { ko: { billing: ko }, en: { billing: en } },
    handlers: { 'GET /api/billing/invoices/12': () => detailOf(), ...handlers },
  });
}

describe('InvoicePrintPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('reads ?seq= and renders the invoice as a document', async () => {
    const { platform } = renderPopup('/console/popup/invoice?seq=12');
    const sheet = await screen.findByRole('article', { name: '청구서' });
    expect(within(sheet).getByRole('heading', { level: 1 })).toHaveTextContent('청구서');
    expect(sheet).toHaveTextContent('2026년 10월 이용분');
    expect(platform.api.calls.map((c) => c.url)).toEqual(['/api/billing/invoices/12']);
    // Supplier and recipient side by side, business numbers as 000-00-00000.
    const parties = within(sheet).getAllByRole('table')[1] as HTMLElement;
    expect(within(parties).getAllByRole('row')[0]).toHaveTextContent(
      '공급자등록번호120-88-00767공급받는자등록번호220-81-12341',
    );
    expect(parties).toHaveTextContent('업태 / 종목정보통신업 / 부가통신서비스');
    expect(parties).toHaveTextContent('tax@hanbit.example.kr');
    // The amount billed, in figures and in words.
    expect(sheet).toHaveTextContent('청구 금액일금 일만삼천오백칠십구원정13,579원');
    const lines = within(sheet).getAllByRole('table')[2] as HTMLElement;
    expect(
      within(lines)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'No팀채널유형수량단가금액',
      '1마케팅팀문자LMS (장문)30040원12,000원',
      '2고객지원팀알림톡알림톡109원90원',
      '3고객지원팀문자SMS (단문)113원13원',
      '4전체RCSRCS 단문2211원242원',
    ]);
    expect(sheet).toHaveTextContent('공급가액12,345원부가세 (10%)1,234원합계13,579원');
    expect(sheet).toHaveTextContent('입금 계좌신한은행 140-013-557321 (주)콘솔메시징');
    expect(sheet).toHaveTextContent('승인번호20261101410000001234abcd');
    expect(sheet).toHaveTextContent('납부 기한2026.11.25');
    await waitFor(() => expect(document.title).toBe('청구서_2026-10'));
  });

  it('prints with the browser and closes the window from its toolbar', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const close = jest.spyOn(window, 'close').mockImplementation(() => undefined);
    renderPopup('/console/popup/invoice?seq=12');
    const toolbar = screen.getByRole('navigation', { name: '인쇄 도구' });
    expect(within(toolbar).getByRole('button', { name: '인쇄' })).toBeDisabled();
    await screen.findByRole('article', { name: '청구서' });
    fireEvent.click(within(toolbar).getByRole('button', { name: '인쇄' }));
    expect(print).toHaveBeenCalledTimes(1);
    fireEvent.click(within(toolbar).getByRole('button', { name: '닫기' }));
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('keeps the toolbar out of the printed page and sets A4 with 12 mm margins', async () => {
    renderPopup('/console/popup/invoice?seq=12');
    await screen.findByRole('article', { name: '청구서' });
    expect(screen.getByRole('navigation', { name: '인쇄 도구' })).toHaveClass('invoice-screen-only');
    const css = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
      .join('\n');
    expect(css).toMatch(/@page\s*\{[^}]*size:\s*A4;[^}]*margin:\s*12mm/);
    expect(css).toMatch(/@media print\s*\{[^]*\.invoice-screen-only\s*\{\s*display:\s*none\s*!important/);
  });

  it('prints a 30-line invoice with every line', async () => {
    renderPopup('/console/popup/invoice?seq=12', { 'GET /api/billing/invoices/12': () => invoiceWithLines(30) });
    const sheet = await screen.findByRole('article', { name: '청구서' });
    const lines = within(sheet).getAllByRole('table')[2] as HTMLElement;
    expect(within(lines).getAllByRole('row')).toHaveLength(31);
    expect(within(lines).getAllByRole('row')[30]).toHaveTextContent('30팀 30문자LMS (장문)1,02940원41,160원');
  });

  it('says in Korean that no invoice was given, without asking the server', async () => {
    const { platform } = renderPopup('/console/popup/invoice');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '인쇄할 청구서가 지정되지 않았어요. 청구서 화면에서 "인쇄 / PDF" 버튼으로 다시 열어 주세요.',
    );
    expect(screen.getByRole('button', { name: '인쇄' })).toBeDisabled();
    expect(platform.api.calls).toEqual([]);
  });

  it.each(['?seq=abc', '?seq=0', '?seq=-3', '?seq=1.5'])('refuses %s without asking the server', async (search) => {
    const { platform } = renderPopup(`/console/popup/invoice${search}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '청구서를 찾을 수 없어요. 청구서 화면에서 다시 열어 주세요.',
    );
    expect(platform.api.calls).toEqual([]);
  });

  it('says in Korean when the invoice does not exist (404)', async () => {
    renderPopup('/console/popup/invoice?seq=99', {
      'GET /api/billing/invoices/99': () => {
        throw new ApiError(404, 'Not Found', 'Not Found');
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '청구서를 찾을 수 없어요. 청구서 화면에서 다시 열어 주세요.',
    );
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it("shows the server's own message for other errors", async () => {
    renderPopup('/console/popup/invoice?seq=12', {
      'GET /api/billing/invoices/12': () => {
        throw new ApiError(455, 'No permission', '권한이 없어요.');
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('권한이 없어요.');
  });
});
