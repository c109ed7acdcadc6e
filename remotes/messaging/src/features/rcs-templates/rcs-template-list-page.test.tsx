import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { pageOf, renderWithPlatform, type FakeHandler } from '@console/testing/fake-platform';
import { en } from '../../i18n/en';
import { ko } from '../../i18n/ko';
import { brandOf, callbackOf, templateOf } from './rcs-fixtures';
import { RcsTemplateListPage } from './rcs-template-list-page';

const templates = [
  templateOf(),
  templateOf({
    seq: 8,
    name: '가입 환영 쿠폰',
    status: 'REJECTED',
    rejectReason: '버튼의 URL이 브랜드 도메인이 아니에요.',
    decidedAt: '2026-11-21T00:30:00.000Z',
  }),
  templateOf({ seq: 9, name: '가을 세일', kind: 'IMAGE', status: 'REVIEW', decidedAt: null }),
];
const numbers = [
  callbackOf(11, '15881234', '고객센터 대표번호'),
  callbackOf(12, '0212345678', '본사'),
  callbackOf(13, '01023456789', '담당자 휴대폰'),
];

function renderPage(handlers: Record<string, FakeHandler> = {}) {
  return renderWithPlatform(<RcsTemplateListPage />, {
    path: '/console/team/1/rcs/template',
    routePath: '/console/team/:teamSeq/rcs/template',
    teamSeq: 1,
    defaultNS: 'messaging',
    resources: { ko: { messaging: ko }, en: { messaging: en } },
    handlers: {
      'GET /api/team/rcs/brand': () => brandOf(),
      'GET /api/team/rcs/templates': ({ params }) =>
        pageOf(templates, Number(params?.page ?? 1), Number(params?.size ?? 20), 45),
      'GET /api/team/callback-numbers': () => pageOf(numbers),
      ...handlers,
    },
  });
}

describe('RcsTemplateListPage', () => {
  it('shows the approved brand with its chat room, and the templates with their state and reason', async () => {
    renderPage();
    const brand = await screen.findByRole('region', { name: 'RCS 브랜드' });
    expect(within(brand).getByText('한빛커머스')).toBeInTheDocument();
    expect(within(brand).getByText(/승인된 브랜드예요/)).toBeInTheDocument();
    const rooms = within(brand).getByRole('list', { name: '대화방' });
    expect(within(rooms).getByText('1588-1234')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '배송 출발 안내' })).toHaveAttribute(
      'href',
      '/console/team/1/rcs/template/7',
    );
    const rejected = screen.getByRole('link', { name: '가입 환영 쿠폰' }).closest('tr') as HTMLElement;
    expect(within(rejected).getByText('반려 사유: 버튼의 URL이 브랜드 도메인이 아니에요.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('link', { name: '가을 세일' }).closest('tr') as HTMLElement).getByText('심사 중'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '템플릿 등록' })).toHaveAttribute(
      'href',
      '/console/team/1/rcs/template/regist',
    );
  });

  it('offers only approved non-mobile numbers that are not bound yet, and binds one', async () => {
    let bound: unknown;
    const { platform } = renderPage({ 'POST /api/team/rcs/chat-rooms': ({ body }) => ((bound = body), brandOf()) });
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: '연결할 발신번호' }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['02-1234-5678 · 본사']);
    fireEvent.click(screen.getByRole('option', { name: '02-1234-5678 · 본사' }));
    fireEvent.click(screen.getByRole('button', { name: '대화방 연결' }));
    await waitFor(() => expect(bound).toEqual({ callbackSeq: 12 }));
    expect(platform.toasts).toContainEqual({ message: '대화방을 연결했어요.', severity: 'success' });
  });

  it('filters by status and searches on the server', async () => {
    const { platform } = renderPage();
    await screen.findByText('가을 세일');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '심사 상태' }));
    fireEvent.click(await screen.findByRole('option', { name: '반려' }));
    await waitFor(() => expect(platform.api.calls.at(-1)?.params).toEqual({ page: 1, size: 20, status: 'REJECTED' }));
    fireEvent.change(screen.getByRole('textbox', { name: '템플릿 검색' }), { target: { value: '쿠폰' } });
    fireEvent.click(screen.getByRole('button', { name: '검색' }));
    await waitFor(() =>
      expect(platform.api.calls.at(-1)?.params).toEqual({ page: 1, size: 20, status: 'REJECTED', q: '쿠폰' }),
    );
  });

  it('without a brand: explains, hides template registration and checks the brand form in place', async () => {
    const { platform } = renderPage({
      'GET /api/team/rcs/brand': () => null,
      'GET /api/team/rcs/templates': () => pageOf([]),
    });
    expect(await screen.findByText(/아직 RCS 브랜드가 없어요/)).toBeInTheDocument();
    expect(screen.getByText('템플릿은 RCS 브랜드가 승인된 뒤에 등록할 수 있어요.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '템플릿 등록' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '브랜드 등록' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '심사 신청' }));
    expect(await within(dialog).findByText('브랜드 이름을 입력해 주세요.')).toBeInTheDocument();
    expect(within(dialog).getByText('브랜드 소개를 입력해 주세요.')).toBeInTheDocument();
    expect(within(dialog).getByText('브랜드 로고 이미지를 올려 주세요.')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('로고 이미지', { selector: 'input' }), {
      target: { files: [new File(['%PDF-1.4'], 'logo.png', { type: 'image/png' })] },
    });
    expect(await within(dialog).findByText('JPG, PNG 이미지만 올릴 수 있어요.')).toBeInTheDocument();
    expect(platform.api.calls.some((call) => call.method === 'POST')).toBe(false);
  });
});
