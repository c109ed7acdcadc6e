import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError, pageOf, renderWithPlatform, type FakeHandler } from '@console/testing/fake-platform';
import { en } from '../../i18n/en';
import { ko } from '../../i18n/ko';
import { detailOf, summaryOf } from './invoice-fixtures';
import { InvoiceListPage } from './invoice-list-page';

const invoices = [
  summaryOf(),
  summaryOf({
    seq: 11,
    month: '2026-09',
    status: 'PAID',
    supplyKrw: 100_000,
    vatKrw: 10_000,
    totalKrw: 110_000,
    dueDate: '2026-10-25',
    paidAt: '2026-10-25T01:00:00.000Z',
    paidWith: 'CMS 자동이체',
  }),
  summaryOf({ seq: 10, month: '2026-08', status: 'OVERDUE', dueDate: '2026-09-25' }),
];

function renderPage(handlers: Record<string, FakeHandler> = {}, language: 'ko' | 'en' = 'ko') {
  return renderWithPlatform(<InvoiceListPage />, {
    path: '/console/billing/invoice',
    defaultNS: 'billing',
    language,
    resources: { ko: { billing: ko }, en: { billing: en } },
    handlers: {
      'GET /api/billing/invoices': ({ params }) =>
        pageOf(invoices, Number(params?.page ?? 1), Number(params?.size ?? 20), 3),
      'GET /api/billing/invoices/12': () => detailOf(),
      ...handlers,
    },
  });
}

describe('InvoiceListPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists each month with mode, supply, VAT, total, due date, status and how it was paid', async () => {
    const { platform } = renderPage();
    const october = (await screen.findByRole('button', { name: '2026년 10월' })).closest('tr') as HTMLElement;
    expect(
      within(october)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2026년 10월', '후불', '12,345원', '1,234원', '13,579원', '2026.11.25', '발행', '-', '상세 보기']);
    const september = screen.getByRole('button', { name: '2026년 9월' }).closest('tr') as HTMLElement;
    expect(within(september).getByText('납부 완료')).toBeInTheDocument();
    expect(within(september).getByText('CMS 자동이체')).toBeInTheDocument();
    expect(within(september).getByText('2026.10.25 납부')).toBeInTheDocument();
    const august = screen.getByRole('button', { name: '2026년 8월' }).closest('tr') as HTMLElement;
    expect(within(august).getByText('연체')).toBeInTheDocument();
    expect(platform.api.calls[0]).toMatchObject({ url: '/api/billing/invoices', params: { page: 1, size: 20 } });
  });

  it('filters by status on the server and says when nothing matches', async () => {
    const { platform } = renderPage({
      'GET /api/billing/invoices': ({ params }) => (params?.status ? pageOf([]) : pageOf(invoices)),
    });
    await screen.findByRole('button', { name: '2026년 10월' });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '상태' }));
    fireEvent.click(await screen.findByRole('option', { name: '연체' }));
    expect(await screen.findByText('이 상태의 청구서가 없어요.')).toBeInTheDocument();
    expect(platform.api.calls.at(-1)?.params).toEqual({ page: 1, size: 20, status: 'OVERDUE' });
  });

  it('says in Korean when no invoice was issued yet', async () => {
    renderPage({ 'GET /api/billing/invoices': () => pageOf([]) });
    expect(
      await screen.findByText('아직 발행된 청구서가 없어요. 메시지를 보내면 다음 달 1일에 청구서가 만들어져요.'),
    ).toBeInTheDocument();
  });

  it('shows a failed list with a retry', async () => {
    let fail = true;
    renderPage({
      'GET /api/billing/invoices': () => {
        if (fail) throw new ApiError(500, 'Internal Server Error', '서버 오류');
        return pageOf(invoices);
      },
    });
    expect(await screen.findByText('청구서를 불러오지 못했어요.')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('button', { name: '2026년 10월' })).toBeInTheDocument();
  });

  it('opens the detail: lines per team, channel and type, supply, VAT 10 % and total', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: '2026년 10월 청구서 상세 보기' }));
    const dialog = await screen.findByRole('dialog', { name: '2026년 10월 청구서' });
    const table = await within(dialog).findByRole('table', { name: '청구 내역' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      '팀채널유형수량단가금액',
      '마케팅팀문자LMS (장문)30040원12,000원',
      '고객지원팀알림톡알림톡109원90원',
      '고객지원팀문자SMS (단문)113원13원',
      '전체RCSRCS 단문2211원242원',
      '공급가액12,345원',
      '부가세 (10%)1,234원',
      '합계13,579원',
    ]);
  });

  it('shows the tax-invoice data with business numbers as 000-00-00000 and how to pay by transfer', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: '2026년 10월' }));
    const dialog = await screen.findByRole('dialog', { name: '2026년 10월 청구서' });
    const supplier = await within(dialog).findByRole('region', { name: '공급자' });
    expect(within(supplier).getByText('120-88-00767')).toBeInTheDocument();
    expect(within(supplier).getByText('(주)콘솔메시징')).toBeInTheDocument();
    expect(within(supplier).getByText('정보통신업 / 부가통신서비스')).toBeInTheDocument();
    const recipient = within(dialog).getByRole('region', { name: '공급받는자' });
    expect(within(recipient).getByText('220-81-12341')).toBeInTheDocument();
    expect(within(recipient).getByText('김한빛')).toBeInTheDocument();
    expect(within(recipient).getByText('서울특별시 강남구 테헤란로 152')).toBeInTheDocument();
    expect(within(recipient).getByText('tax@hanbit.example.kr')).toBeInTheDocument();
    expect(within(dialog).getByText('20261101410000001234abcd')).toBeInTheDocument();
    const payment = within(dialog).getByRole('region', { name: '납부 안내' });
    expect(payment).toHaveTextContent('2026.11.25까지 아래 계좌로 이체해 주세요.');
    expect(payment).toHaveTextContent('입금 계좌: 신한은행 140-013-557321 (주)콘솔메시징');
  });

  it('says a paid invoice was paid, when and with what, without the transfer account', async () => {
    renderPage({
      'GET /api/billing/invoices/12': () =>
        detailOf({ status: 'PAID', paidAt: '2026-11-25T01:00:00.000Z', paidWith: 'CMS 자동이체' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: '2026년 10월' }));
    const payment = await screen.findByRole('region', { name: '납부 안내' });
    expect(payment).toHaveTextContent('2026.11.25에 납부했어요. 납부 방법: CMS 자동이체');
    expect(payment).not.toHaveTextContent('신한은행');
  });

  it('opens the printable invoice in its own window', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue({} as Window);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: '2026년 10월' }));
    const dialog = await screen.findByRole('dialog', { name: '2026년 10월 청구서' });
    fireEvent.click(within(dialog).getByRole('button', { name: '인쇄 / PDF' }));
    expect(open).toHaveBeenCalledWith('/console/popup/invoice?seq=12', 'invoice', 'width=860,height=1100');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when the browser blocks the print window', async () => {
    jest.spyOn(window, 'open').mockReturnValue(null);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: '2026년 10월' }));
    const dialog = await screen.findByRole('dialog', { name: '2026년 10월 청구서' });
    fireEvent.click(within(dialog).getByRole('button', { name: '인쇄 / PDF' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('팝업이 차단되어 인쇄 창을 열지 못했어요.');
  });

  it('shows the server message in the dialog when the invoice cannot be read', async () => {
    renderPage({
      'GET /api/billing/invoices/12': () => {
        throw new ApiError(404, 'Not Found', '청구서를 찾을 수 없어요.');
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: '2026년 10월' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('청구서를 찾을 수 없어요.');
    expect(within(dialog).getByRole('button', { name: '인쇄 / PDF' })).toBeDisabled();
    fireEvent.click(within(dialog).getByRole('button', { name: '닫기' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('speaks English when the user does', async () => {
    renderPage({}, 'en');
    const row = (await screen.findByRole('button', { name: '10/2026' })).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Postpaid');
    expect(row).toHaveTextContent('KRW 13,579');
    expect(within(row).getByText('Issued')).toBeInTheDocument();
  });
});
