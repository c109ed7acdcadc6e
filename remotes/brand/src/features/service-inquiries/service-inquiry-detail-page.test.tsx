import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError, renderWithPlatform, type FakeHandler } from '@console/testing/fake-platform';
import type { InquiryDetail } from '@console/contracts/inquiries';
import { brandResources, detailOf, messageOf, pngFile } from './inquiry-test-data';
import { ServiceInquiryDetailPage } from './service-inquiry-detail-page';

const ANSWERED = detailOf({
  state: 'ANSWERED',
  messages: [
    messageOf({
      attachments: [{ id: 31, fileName: '오류화면.png', contentType: 'image/png', bytes: 2048 }],
    }),
    messageOf({
      seq: 2,
      authorKind: 'OPERATOR',
      authorName: '김상담',
      body: '통신사 장애로 늦어졌어요.\n지금은 정상이에요.',
      createdAt: '2026-11-20T03:00:00.000Z',
    }),
  ],
});

function renderPage(handlers: Record<string, FakeHandler>, seq = '7') {
  return renderWithPlatform(<ServiceInquiryDetailPage />, {
    path: `/brand/customers/serviceInquiry/${seq}`,
    routePath: '/brand/customers/serviceInquiry/:seq',
    defaultNS: 'brand',
    resources: brandResources,
    handlers,
  });
}

describe('ServiceInquiryDetailPage', () => {
  it('shows the thread: the question with its file, then the answer', async () => {
    renderPage({ 'GET /api/inquiries/7': () => ANSWERED });
    expect(await screen.findByRole('heading', { level: 1, name: '예약 발송이 나가지 않아요' })).toBeInTheDocument();
    const thread = screen.getByRole('region', { name: '문의 내용과 답변' });
    const [question, answer] = within(thread).getAllByRole('article');
    expect(question).toHaveAccessibleName('문의');
    expect(question).toHaveTextContent('어제 예약한 문자가 안 나갔어요.');
    expect(within(question!).getByRole('button', { name: '오류화면.png 내려받기' })).toHaveTextContent(
      '오류화면.png (2KB)',
    );
    expect(answer).toHaveAccessibleName('답변');
    expect(answer).toHaveTextContent('김상담 (고객센터)');
    expect(answer).toHaveTextContent('통신사 장애로 늦어졌어요.');
    expect(screen.getByText('답변 완료')).toBeInTheDocument();
    expect(screen.getByText('마케팅팀')).toBeInTheDocument();
    expect(screen.queryByText(/담당자가 확인하고 있어요/)).not.toBeInTheDocument();
  });

  it('says the inquiry is waiting until it is answered', async () => {
    renderPage({ 'GET /api/inquiries/7': () => detailOf({ state: 'IN_PROGRESS' }) });
    expect(await screen.findByText(/담당자가 확인하고 있어요/)).toBeInTheDocument();
    expect(screen.getByText('처리 중')).toBeInTheDocument();
  });

  it("shows the server's 404 for an inquiry the user may not read, with the way back", async () => {
    renderPage(
      {
        'GET /api/inquiries/9': () => {
          throw new ApiError(404, 'Not Found', '문의를 찾을 수 없어요.', 1004);
        },
      },
      '9',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('문의를 찾을 수 없어요.');
    expect(screen.getByRole('link', { name: '목록으로' })).toHaveAttribute('href', '/brand/customers/serviceInquiry');
  });

  it('checks a follow-up in place, sends it with its file and shows the thread received again', async () => {
    let detail: InquiryDetail = ANSWERED;
    const append = jest.spyOn(FormData.prototype, 'append');
    const { platform } = renderPage({
      'GET /api/inquiries/7': () => detail,
      'POST /api/inquiries/7/messages': () => {
        detail = {
          ...ANSWERED,
          state: 'RECEIVED',
          messages: [
            ...ANSWERED.messages,
            messageOf({
              seq: 3,
              body: '다음 예약도 괜찮을까요?',
              attachments: [{ id: 32, fileName: '예약.png', contentType: 'image/png', bytes: 40 }],
            }),
          ],
        };
        return detail;
      },
    });
    await screen.findByText('통신사 장애로 늦어졌어요.', { exact: false });
    const section = screen.getByRole('region', { name: '추가 문의' });
    fireEvent.click(within(section).getByRole('button', { name: '추가 문의 남기기' }));
    expect(await within(section).findByText('내용을 입력해 주세요.')).toBeInTheDocument();
    expect(platform.api.calls.filter((call) => call.method === 'POST')).toEqual([]);

    fireEvent.change(within(section).getByRole('textbox', { name: /추가 문의 내용/ }), {
      target: { value: '다음 예약도 괜찮을까요?' },
    });
    fireEvent.change(within(section).getByLabelText('첨부할 파일'), { target: { files: [pngFile('예약.png')] } });
    await within(section).findByText('예약.png');
    fireEvent.click(within(section).getByRole('button', { name: '추가 문의 남기기' }));

    const thread = screen.getByRole('region', { name: '문의 내용과 답변' });
    await waitFor(() => expect(within(thread).getAllByRole('article')).toHaveLength(3));
    expect(within(thread).getAllByRole('article')[2]).toHaveAccessibleName('추가 문의');
    expect(screen.getByText('접수')).toBeInTheDocument();
    expect(append).toHaveBeenCalledWith('body', '다음 예약도 괜찮을까요?');
    expect(append).toHaveBeenCalledWith('files', expect.objectContaining({ name: '예약.png' }));
    append.mockRestore();
    expect(within(section).getByRole('textbox', { name: /추가 문의 내용/ })).toHaveValue('');
    expect(platform.toasts).toEqual([{ message: '추가 문의를 남겼어요.', severity: 'success' }]);
  });

  it('downloads a file under its own name', async () => {
    const { platform } = renderPage({ 'GET /api/inquiries/7': () => ANSWERED });
    const download = jest.spyOn(platform.api, 'download');
    URL.createObjectURL = jest.fn(() => 'blob:test/1');
    URL.revokeObjectURL = jest.fn();
    // jsdom cannot follow the temporary link; the saved name is what matters.
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    fireEvent.click(await screen.findByRole('button', { name: '오류화면.png 내려받기' }));
    await waitFor(() => expect(saved).toEqual(['오류화면.png']));
    expect(download).toHaveBeenCalledWith('/api/inquiries/7/attachments/31', expect.objectContaining({ silent: true }));
    click.mockRestore();
  });
});
