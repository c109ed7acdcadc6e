import { fireEvent, screen, within } from '@testing-library/react';
import { pageOf, renderWithPlatform } from '@console/testing/fake-platform';
import { brandResources, summaryOf } from './inquiry-test-data';
import { ServiceInquiryListPage } from './service-inquiry-list-page';

function renderPage(list: (params: Record<string, unknown> | undefined) => unknown) {
  return renderWithPlatform(<ServiceInquiryListPage />, {
    path: '/brand/customers/serviceInquiry',
    routePath: '/brand/customers/serviceInquiry',
    defaultNS: 'brand',
    resources: brandResources,
    handlers: { 'GET /api/inquiries': ({ params }) => list(params) },
  });
}

describe('ServiceInquiryListPage', () => {
  it('lists the inquiries with their state chips and opens a thread', async () => {
    renderPage(() =>
      pageOf(
        [
          summaryOf(),
          summaryOf({
            seq: 5,
            title: '세금계산서 문의',
            category: 'BILLING',
            state: 'ANSWERED',
            teamSeq: null,
            teamName: null,
          }),
        ],
        1,
        10,
      ),
    );
    await screen.findByText('세금계산서 문의');
    const table = screen.getByRole('table', { name: '1:1 문의 목록' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('예약 발송이 나가지 않아요');
    expect(rows[1]).toHaveTextContent('발송');
    expect(rows[1]).toHaveTextContent('마케팅팀');
    expect(rows[1]).toHaveTextContent('접수');
    expect(rows[2]).toHaveTextContent('요금·결제');
    expect(rows[2]).toHaveTextContent('답변 완료');
    expect(screen.getByRole('link', { name: '문의하기' })).toHaveAttribute(
      'href',
      '/brand/customers/serviceInquiry/write',
    );
    fireEvent.click(within(rows[2]!).getByText('세금계산서 문의'));
    expect(await screen.findByText('other page')).toBeInTheDocument();
  });

  it('filters by state with the chips and says so when nothing matches', async () => {
    const { platform } = renderPage((params) =>
      params?.state === 'IN_PROGRESS' ? pageOf([], 1, 10, 0) : pageOf([summaryOf()], 1, 10),
    );
    await screen.findByText('예약 발송이 나가지 않아요');
    const chips = screen.getByRole('group', { name: '문의 상태' });
    fireEvent.click(within(chips).getByText('처리 중'));
    expect(await screen.findByText('처리 중 상태의 문의가 없어요.')).toBeInTheDocument();
    expect(platform.api.calls.at(-1)).toMatchObject({
      url: '/api/inquiries',
      params: { page: 1, size: 10, state: 'IN_PROGRESS' },
    });
  });

  it('invites a first inquiry when there is none', async () => {
    renderPage(() => pageOf([], 1, 10, 0));
    expect(
      await screen.findByText('아직 남긴 문의가 없어요. 궁금한 점이 있으면 문의하기를 눌러 주세요.'),
    ).toBeInTheDocument();
  });
});
