import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { pageOf, renderWithPlatform, fakeUser } from '@console/testing/fake-platform';
import { en } from '../../i18n/en';
import { ko } from '../../i18n/ko';
import { profileOf } from '../sender-keys/sender-key-fixtures';
import { brandTemplateOf } from './brand-template-fixtures';
import { BrandTemplateListPage } from './brand-template-list-page';

function renderPage(user = fakeUser()) {
  return renderWithPlatform(<BrandTemplateListPage />, {
    path: '/console/team/1/kakao/template/brand-message',
    routePath: '/console/team/:teamSeq/kakao/template/brand-message',
    teamSeq: 1,
    user,
    defaultNS: 'kakao',
    resources: { ko: { kakao: ko }, en: { kakao: en } },
    handlers: {
      'GET /api/team/kakao/sender-keys': () => pageOf([profileOf()]),
      'GET /api/team/kakao/brand-templates': () =>
        pageOf([
          brandTemplateOf(),
          brandTemplateOf({ seq: 52, name: '주말 캐러셀', type: 'CAROUSEL_FEED', usedAt: '2026-11-21T02:00:00Z' }),
        ]),
    },
  });
}
const lastListCall = (calls: { method: string; url: string; params?: Record<string, unknown> }[]) =>
  calls.filter((call) => call.url === '/api/team/kakao/brand-templates').at(-1)?.params;

describe('BrandTemplateListPage', () => {
  it('lists name, type, profile, use and update time, each row opening its template', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: '브랜드 메시지 템플릿' });
    const row = await within(table).findByRole('row', { name: /주말 캐러셀/ });
    expect(row).toHaveTextContent('캐러셀 피드형');
    expect(row).toHaveTextContent('한빛커머스@hanbit');
    expect(row).toHaveTextContent('발송에 씀');
    expect(within(table).getByRole('row', { name: /겨울 쿠폰/ })).toHaveTextContent('사용 전');
    expect(within(table).getByRole('link', { name: '겨울 쿠폰' })).toHaveAttribute(
      'href',
      '/console/team/1/kakao/template/brand-message/51',
    );
    expect(screen.getByRole('link', { name: '템플릿 등록' })).toHaveAttribute(
      'href',
      '/console/team/1/kakao/template/brand-message/regist',
    );
  });

  it('asks the server with the type, profile and search filters', async () => {
    const { platform } = renderPage();
    await screen.findByRole('table', { name: '브랜드 메시지 템플릿' });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '말풍선 유형' }));
    fireEvent.click(await screen.findByRole('option', { name: '와이드 리스트형' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '발신 프로필' }));
    fireEvent.click(await screen.findByRole('option', { name: '한빛커머스' }));
    fireEvent.change(screen.getByRole('textbox', { name: '이름·내용 검색' }), { target: { value: '쿠폰' } });
    fireEvent.click(screen.getByRole('button', { name: '검색' }));
    await waitFor(() =>
      expect(lastListCall(platform.api.calls)).toEqual({
        page: 1,
        size: 20,
        type: 'WIDE_ITEM_LIST',
        senderProfileSeq: 11,
        q: '쿠폰',
      }),
    );
  });

  it('offers registration only to verified members', async () => {
    renderPage(fakeUser({ verified: false }));
    await screen.findByRole('table', { name: '브랜드 메시지 템플릿' });
    expect(screen.queryByRole('link', { name: '템플릿 등록' })).not.toBeInTheDocument();
  });
});
