import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError, pageOf, renderWithPlatform, type FakeHandler } from '@console/testing/fake-platform';
import type { AlimtalkTemplateDetail } from '@console/contracts/kakao';
import { en } from '../../i18n/en';
import { ko } from '../../i18n/ko';
import { categories, profileOf } from '../sender-keys/sender-key-fixtures';
import { templateDetailOf } from './alimtalk-template-fixtures';
import { AlimtalkTemplateDetailPage } from './alimtalk-template-detail-page';

// MUI in jsdom is slow when the machine is busy.
jest.setTimeout(20_000);

const REASON = '버튼 링크의 도메인을 확인해 주세요.';
const rejected = (): AlimtalkTemplateDetail =>
  templateDetailOf({
    status: 'REJECTED',
    rejectReason: REASON,
    comments: [
      { kind: 'REQUESTED', by: 'USER', body: null, authorName: '김한빛', at: '2026-11-20T05:05:00.000Z' },
      {
        kind: 'QUESTION',
        by: 'USER',
        body: '검수는 언제 끝나나요?',
        authorName: '김한빛',
        at: '2026-11-20T06:00:00.000Z',
      },
      {
        kind: 'ANSWER',
        by: 'REVIEWER',
        body: '2영업일 안에 끝나요.',
        authorName: null,
        at: '2026-11-20T07:00:00.000Z',
      },
      { kind: 'INSPECTING', by: 'REVIEWER', body: null, authorName: null, at: '2026-11-21T00:00:00.000Z' },
      { kind: 'REJECTED', by: 'REVIEWER', body: REASON, authorName: null, at: '2026-11-21T00:30:00.000Z' },
    ],
  });

function renderPage(handlers: Record<string, FakeHandler> = {}) {
  return renderWithPlatform(<AlimtalkTemplateDetailPage />, {
    path: '/console/team/1/kakao/template/alimtalk/7',
    routePath: '/console/team/:teamSeq/kakao/template/alimtalk/:seq',
    teamSeq: 1,
    defaultNS: 'kakao',
    resources: { ko: { kakao: ko }, en: { kakao: en } },
    handlers: {
      'GET /api/team/kakao/templates/7': () => rejected(),
      'GET /api/team/kakao/sender-keys': () => pageOf([profileOf()]),
      'GET /api/team/kakao/categories': () => categories,
      ...handlers,
    },
  });
}

describe('AlimtalkTemplateDetailPage', () => {
  it('shows the template, the reject reason, the review with its questions and the preview', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: '배송 출발 안내' })).toBeInTheDocument();
    expect(screen.getByText(`반려 사유: ${REASON}`)).toBeInTheDocument();
    const info = screen.getByRole('region', { name: '템플릿 정보' });
    expect(within(info).getByText('반려')).toBeInTheDocument();
    expect(await within(info).findByText('배송 > 배송상태')).toBeInTheDocument();
    expect(within(info).getByText('한빛커머스 (@hanbit)')).toBeInTheDocument();
    const review = screen.getByRole('region', { name: '검수 이력과 문의' });
    expect(within(review).getByText('검수는 언제 끝나나요?')).toBeInTheDocument();
    expect(within(review).getByText(/카카오 검수 담당자 · 2026\.11\.20 16:00/)).toBeInTheDocument();
    expect(within(review).getAllByText(REASON)).toHaveLength(1);
    const preview = screen.getByRole('figure', { name: '미리 보기' });
    expect(within(preview).getByText('배송 조회')).toBeInTheDocument();
    expect(within(preview).getByTestId('alimtalk-preview-content')).toHaveTextContent(
      '#{이름}님, 주문하신 상품이 오늘 출발했어요.',
    );
  });

  it('asks the reviewer a question, checked in Korean first', async () => {
    let asked: unknown;
    renderPage({
      'POST /api/team/kakao/templates/7/comments': ({ body }) => {
        asked = body;
        const detail = rejected();
        return {
          ...detail,
          comments: [
            ...detail.comments,
            {
              kind: 'QUESTION',
              by: 'USER',
              body: '도메인을 바꿨어요.',
              authorName: '김한빛',
              at: '2026-11-21T01:00:00.000Z',
            },
          ],
        };
      },
    });
    const review = await screen.findByRole('region', { name: '검수 이력과 문의' });
    fireEvent.click(within(review).getByRole('button', { name: '문의하기' }));
    expect(await within(review).findByText('문의 내용을 입력해 주세요.')).toBeInTheDocument();
    fireEvent.change(within(review).getByRole('textbox', { name: '검수 담당자에게 문의' }), {
      target: { value: '도메인을 바꿨어요.' },
    });
    fireEvent.click(within(review).getByRole('button', { name: '문의하기' }));
    await waitFor(() => expect(asked).toEqual({ body: '도메인을 바꿨어요.' }));
    expect(await within(review).findByText('도메인을 바꿨어요.', { selector: 'p' })).toBeInTheDocument();
  });

  it('edits a rejected template with the same form and resubmits it with PUT', async () => {
    let sent: unknown;
    renderPage({
      'PUT /api/team/kakao/templates/7': ({ body }) => {
        sent = body;
        return templateDetailOf({ status: 'REQUESTED', name: '배송 출발 안내 (수정)' });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: '수정' }));
    expect(await screen.findByRole('textbox', { name: '템플릿 이름' })).toHaveValue('배송 출발 안내');
    expect(screen.getByRole('combobox', { name: '소분류' })).toHaveTextContent('배송상태');
    fireEvent.change(screen.getByRole('textbox', { name: '버튼 1 모바일 URL' }), {
      target: { value: 'https://hanbit.example.kr/orders' },
    });
    fireEvent.click(screen.getByRole('button', { name: '수정해서 다시 검수 요청' }));
    await waitFor(() =>
      expect(sent).toMatchObject({
        senderProfileSeq: 11,
        code: 'ORDER_SHIPPED',
        categoryCode: '006001',
        buttons: [{ type: 'WL', name: '배송 조회', linkMobile: 'https://hanbit.example.kr/orders' }],
      }),
    );
    expect(await screen.findByRole('heading', { name: '배송 출발 안내 (수정)' })).toBeInTheDocument();
  });

  it("asks before deleting and shows the server's refusal in place", async () => {
    const inUse = '발송에 쓴 템플릿은 삭제할 수 없어요. 발송 이력에서 이 템플릿을 확인할 수 있어야 해요.';
    const { platform } = renderPage({
      'DELETE /api/team/kakao/templates/7': () => {
        throw new ApiError(409, 'Conflict', inUse, 4090);
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: '삭제' }));
    expect(await screen.findByText(inUse)).toBeInTheDocument();
    expect(platform.alerts[0]).toMatch(/'배송 출발 안내' 템플릿을 삭제할까요/);
  });

  it('offers no edit once the template is approved', async () => {
    renderPage({ 'GET /api/team/kakao/templates/7': () => templateDetailOf({ status: 'APPROVED' }) });
    expect(await screen.findByText(/승인된 템플릿이에요/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '수정' })).not.toBeInTheDocument();
  });
});
