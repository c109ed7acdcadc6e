import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BrandTemplate } from '@console/contracts/kakao';
import { ApiError, pageOf, renderWithPlatform, type FakeHandler } from '@console/testing/fake-platform';
import { en } from '../../i18n/en';
import { ko } from '../../i18n/ko';
import { profileOf } from '../sender-keys/sender-key-fixtures';
import { brandTemplateOf } from './brand-template-fixtures';
import { BrandTemplateDetailPage } from './brand-template-detail-page';

jest.setTimeout(20_000);

const USED = '발송에 쓴 템플릿은 고치거나 삭제할 수 없어요. 새 템플릿으로 만들어 주세요.';

function renderPage(template: BrandTemplate, handlers: Record<string, FakeHandler> = {}) {
  return renderWithPlatform(<BrandTemplateDetailPage />, {
    path: `/console/team/1/kakao/template/brand-message/${template.seq}`,
    routePath: '/console/team/:teamSeq/kakao/template/brand-message/:seq',
    teamSeq: 1,
    defaultNS: 'kakao',
    resources: { ko: { kakao: ko }, en: { kakao: en } },
    handlers: {
      'GET /api/team/kakao/sender-keys': () => pageOf([profileOf()]),
      [`GET /api/team/kakao/brand-templates/${template.seq}`]: () => template,
      ...handlers,
    },
  });
}
const preview = () => within(screen.getByRole('figure', { name: '브랜드 메시지 미리 보기' }));

describe('BrandTemplateDetailPage', () => {
  it('shows the template with its preview; an unused one can be edited (PUT)', async () => {
    let sent: unknown;
    renderPage(brandTemplateOf(), {
      'PUT /api/team/kakao/brand-templates/51': ({ body }) => {
        sent = body;
        return brandTemplateOf({ content: '바뀐 내용' });
      },
    });
    expect(await screen.findByRole('heading', { name: '겨울 쿠폰' })).toBeInTheDocument();
    const info = screen.getByRole('region', { name: '템플릿 정보' });
    await waitFor(() => expect(info).toHaveTextContent('한빛커머스 (@hanbit)'));
    expect(info).toHaveTextContent('텍스트형');
    expect(info).toHaveTextContent('사용 전');
    expect(preview().getByTestId('brand-preview-content')).toHaveTextContent('(광고) #{이름}님께 겨울 쿠폰을 드려요.');
    expect(preview().getByText('쿠폰 받기')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: '수정' }));
    fireEvent.change(await screen.findByRole('textbox', { name: '내용' }), { target: { value: '바뀐 내용' } });
    fireEvent.click(screen.getByRole('button', { name: '고친 내용 저장' }));
    expect(await screen.findByRole('heading', { name: '겨울 쿠폰' })).toBeInTheDocument();
    expect(sent).toMatchObject({ senderProfileSeq: 11, name: '겨울 쿠폰', type: 'TEXT', content: '바뀐 내용' });
  });

  it('offers neither edit nor delete once a send used it, and says why', async () => {
    renderPage(brandTemplateOf({ usedAt: '2026-11-21T02:00:00.000Z' }));
    expect(await screen.findByText(/발송에 쓴 템플릿이라 고치거나 삭제할 수 없어요/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '수정' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '삭제' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: '템플릿 정보' })).toHaveTextContent('발송에 씀');
  });

  it("shows the server's refusal of a delete in place", async () => {
    const { platform } = renderPage(brandTemplateOf(), {
      'DELETE /api/team/kakao/brand-templates/51': () => {
        throw new ApiError(409, 'Conflict', USED, 4090);
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: '삭제' }));
    expect(await screen.findByText(USED)).toBeInTheDocument();
    expect(platform.alerts[0]).toBe("'겨울 쿠폰' 템플릿을 삭제할까요? 삭제한 템플릿은 되돌릴 수 없어요.");
  });

  it('says so when the template is not found', async () => {
    renderPage(brandTemplateOf({ seq: 99 }), {
      'GET /api/team/kakao/brand-templates/99': () => {
        throw new ApiError(404, 'Not Found', '브랜드 메시지 템플릿을 찾을 수 없어요.', 4040);
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('브랜드 메시지 템플릿을 찾을 수 없어요.');
  });
});
