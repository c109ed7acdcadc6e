import { screen, within } from '@testing-library/react';
import { renderWithPlatform, type FakeHandler } from '@console/testing/fake-platform';
import { failing, hanging, NO_REVIEWS, REVIEWS } from '../test-support/dashboard-fixtures';
import { ReviewsBlock } from './reviews-block';

const renderBlock = (handler: FakeHandler, teamSeq?: number) =>
  renderWithPlatform(<ReviewsBlock teamSeq={teamSeq} />, { handlers: { 'GET /api/dashboard/reviews': handler } });
const block = () => screen.getByTestId('dashboard-reviews');

describe('ReviewsBlock', () => {
  it('groups what waits by kind, with counts, and opens each entry in its team', async () => {
    renderBlock(() => REVIEWS);
    const numbers = await screen.findByTestId('dashboard-review-callbackNumbers');
    expect(numbers).toHaveTextContent('발신번호심사 중 2건확인 필요 5건');
    expect(within(numbers).getByRole('link', { name: '02-3456-7890' })).toHaveAttribute(
      'href',
      '/console/team/1/service/callback/7',
    );
    expect(within(numbers).getByRole('link', { name: '1600-1234' })).toHaveAttribute(
      'href',
      '/console/team/2/service/callback/5',
    );
    expect(numbers).toHaveTextContent('주문 문의 · 고객지원팀 · 2026.11.01');
    expect(numbers).toHaveTextContent('외 5건');
    const templates = screen.getByTestId('dashboard-review-alimtalkTemplates');
    expect(within(templates).getByRole('link', { name: '주말 할인 이벤트' })).toHaveAttribute(
      'href',
      '/console/team/1/kakao/template/alimtalk/4',
    );
    expect(templates).toHaveTextContent('반려');
    // Nothing waits among the sender profiles, and the business file is approved.
    expect(screen.queryByTestId('dashboard-review-senderProfiles')).not.toBeInTheDocument();
    expect(screen.queryByTestId('dashboard-review-businessFile')).not.toBeInTheDocument();
  });

  it("a team dashboard links each kind's title to the team's list", async () => {
    const { platform } = renderBlock(() => REVIEWS, 1);
    expect(await screen.findByRole('link', { name: '발신번호' })).toHaveAttribute(
      'href',
      '/console/team/1/service/callback',
    );
    expect(platform.api.calls[0]?.params).toEqual({ teamSeq: 1 });
  });

  it('shows the business file under review or rejected, with the way to the business page', async () => {
    renderBlock(() => ({
      ...NO_REVIEWS,
      businessFile: { status: 'REJECTED', fileName: 'biz.pdf', uploadedAt: null, rejectReason: '상호가 달라요.' },
    }));
    const file = await screen.findByTestId('dashboard-review-businessFile');
    expect(file).toHaveTextContent('사업자등록증이 반려됐어요. 사유: 상호가 달라요.');
    expect(within(file).getByRole('link', { name: '사업자 서류' })).toHaveAttribute('href', '/account/info/biz');
  });

  it('says when nothing waits, and tells a user who manages the rest', async () => {
    const empty = renderBlock(() => NO_REVIEWS);
    expect(await screen.findByText('검수를 기다리거나 확인이 필요한 항목이 없어요.')).toBeInTheDocument();
    empty.unmount();
    renderBlock(() => ({ ...NO_REVIEWS, callbackNumbers: null, alimtalkTemplates: null, senderProfiles: null }));
    expect(await screen.findByText(/마스터와 매니저가 관리해요/)).toBeInTheDocument();
    expect(block()).toHaveAttribute('data-state', 'empty');
  });

  it('loading and failed show in the block', async () => {
    const loading = renderBlock(hanging);
    expect(block()).toHaveAttribute('data-state', 'loading');
    loading.unmount();
    renderBlock(failing);
    expect(await screen.findByText('검수 현황을 불러오지 못했어요.')).toBeInTheDocument();
  });
});
