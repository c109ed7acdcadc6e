import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { pageOf, renderWithPlatform } from '@console/testing/fake-platform';
import { en } from '../../i18n/en';
import { ko } from '../../i18n/ko';
import { profileOf } from '../sender-keys/sender-key-fixtures';
import { templateOf } from './alimtalk-template-fixtures';
import { AlimtalkTemplateListPage } from './alimtalk-template-list-page';

// MUI selects and dialogs in jsdom are slow when the machine is busy.
jest.setTimeout(20_000);

const REASON = '광고성 내용은 알림톡으로 보낼 수 없어요.';
const templates = [
  templateOf(),
  templateOf({ seq: 8, code: 'SALE_EVENT', name: '주말 할인', status: 'REJECTED', rejectReason: REASON }),
  templateOf({ seq: 9, code: 'RESTOCK', name: '재입고 알림', status: 'INSPECTING', messageType: 'EX' }),
  templateOf({ seq: 10, code: 'WELCOME', name: '가입 환영', status: 'REQUESTED', senderProfileSeq: 12 }),
];
const profiles = [profileOf(), profileOf({ seq: 12, channelId: '@hanbit_cs', channelName: '한빛 고객센터' })];

function renderPage() {
  return renderWithPlatform(<AlimtalkTemplateListPage />, {
    path: '/console/team/1/kakao/template/alimtalk',
    routePath: '/console/team/:teamSeq/kakao/template/alimtalk',
    teamSeq: 1,
    defaultNS: 'kakao',
    resources: { ko: { kakao: ko }, en: { kakao: en } },
    handlers: {
      'GET /api/team/kakao/templates': ({ params }) =>
        pageOf(templates, Number(params?.page ?? 1), Number(params?.size ?? 20), 45),
      'GET /api/team/kakao/sender-keys': () => pageOf(profiles),
    },
  });
}

describe('AlimtalkTemplateListPage', () => {
  it('lists the templates of the server with their profile, type, review state and update time', async () => {
    renderPage();
    const link = await screen.findByRole('link', { name: 'ORDER_SHIPPED' });
    expect(link).toHaveAttribute('href', '/console/team/1/kakao/template/alimtalk/7');
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('배송 출발 안내')).toBeInTheDocument();
    expect(await within(row).findByText('한빛커머스')).toBeInTheDocument();
    expect(within(row).getByText('기본형')).toBeInTheDocument();
    expect(within(row).getByText('승인')).toBeInTheDocument();
    expect(within(row).getByText('2026.11.21 09:30')).toBeInTheDocument();
    const rejected = screen.getByRole('link', { name: 'SALE_EVENT' }).closest('tr') as HTMLElement;
    expect(within(rejected).getByText('반려')).toBeInTheDocument();
    expect(within(rejected).getByText(`반려 사유: ${REASON}`)).toBeInTheDocument();
    const inspecting = screen.getByRole('link', { name: 'RESTOCK' }).closest('tr') as HTMLElement;
    expect(within(inspecting).getByText('검수 중')).toBeInTheDocument();
    expect(within(inspecting).getByText('부가 정보형')).toBeInTheDocument();
    const requested = screen.getByRole('link', { name: 'WELCOME' }).closest('tr') as HTMLElement;
    expect(within(requested).getByText('검수 요청')).toBeInTheDocument();
    expect(within(requested).getByText('한빛 고객센터')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '템플릿 등록' })).toHaveAttribute(
      'href',
      '/console/team/1/kakao/template/alimtalk/regist',
    );
    expect(screen.getByRole('link', { name: '일괄 등록' })).toHaveAttribute(
      'href',
      '/console/team/1/kakao/template/alimtalk/multiple',
    );
  });

  it('filters by review state and profile, searches, and pages on the server', async () => {
    const { platform } = renderPage();
    await screen.findByRole('link', { name: 'ORDER_SHIPPED' });
    expect(platform.api.calls.find((c) => c.url === '/api/team/kakao/templates')?.params).toEqual({
      page: 1,
      size: 20,
    });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '검수 상태' }));
    fireEvent.click(await screen.findByRole('option', { name: '반려' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '발신 프로필' }));
    fireEvent.click(await screen.findByRole('option', { name: '한빛 고객센터' }));
    fireEvent.change(screen.getByRole('textbox', { name: '코드·이름 검색' }), { target: { value: '환영' } });
    fireEvent.click(screen.getByRole('button', { name: '검색' }));
    const last = () => platform.api.calls.filter((c) => c.url === '/api/team/kakao/templates').at(-1)?.params;
    await waitFor(() =>
      expect(last()).toEqual({ page: 1, size: 20, status: 'REJECTED', senderProfileSeq: 12, q: '환영' }),
    );
    fireEvent.click(screen.getByRole('button', { name: '다음 페이지' }));
    await waitFor(() => expect(last()).toMatchObject({ page: 2, status: 'REJECTED' }));
    expect(platform.paging.get('/console/team/{teamSeq}/kakao/template/alimtalk')).toMatchObject({
      page: 2,
      filters: { status: 'REJECTED', senderProfileSeq: '12', q: '환영' },
    });
  });

  it('refuses a search word that is too long, in Korean', async () => {
    renderPage();
    await screen.findByRole('link', { name: 'ORDER_SHIPPED' });
    fireEvent.change(screen.getByRole('textbox', { name: '코드·이름 검색' }), { target: { value: '가'.repeat(51) } });
    fireEvent.click(screen.getByRole('button', { name: '검색' }));
    expect(await screen.findByText('검색어는 50자까지 입력할 수 있어요.')).toBeInTheDocument();
  });
});
