import { fireEvent, screen, within } from '@testing-library/react';
import { KAKAO_TEMPLATE_MISMATCH } from '@console/contracts/kakao-send';
import { answerDialog } from '@console/testing/answer-dialog';
import { ApiError, createFakePlatform, renderWithPlatform, type FakeHandler } from '@console/testing/fake-platform';
import { en } from '../../i18n/en';
import { ko } from '../../i18n/ko';
import { accepted, sendOptions } from './alimtalk-send-fixtures';
import { SendLegacyAlimtalkPage } from './send-legacy-alimtalk-page';

function renderPage(send?: FakeHandler) {
  const platform = createFakePlatform({
    resources: { ko: { kakao: ko }, en: { kakao: en } },
    handlers: {
      'GET /api/team/kakao/send-options': () => sendOptions,
      'POST /api/team/kakao/alimtalk/legacy-send-requests': send ?? (() => ({ ...accepted, acceptedCount: 1 })),
      'GET /api/team/address-books/groups': () => [],
    },
  });
  const post = jest.spyOn(platform.api, 'post');
  renderWithPlatform(<SendLegacyAlimtalkPage />, {
    platform,
    path: '/console/team/1/send/legacy_alimtalk',
    routePath: '/console/team/:teamSeq/send/legacy_alimtalk',
    teamSeq: 1,
    defaultNS: 'kakao',
  });
  return { platform, post };
}

const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const content = () => screen.getByRole('textbox', { name: /^보낼 내용/ });
const written =
  '김하나님, 결제가 완료되었어요.\n\n▶ 결제 금액: 39,000원\n▶ 결제 일시: 11월 25일 14:00\n\n이용해 주셔서 고마워요.';

describe('SendLegacyAlimtalkPage', () => {
  it('explains that the text must match an approved template and links to the new form', async () => {
    renderPage();
    expect(await screen.findByText(/승인된 템플릿과 같아야 해요/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '새 화면에서 보내기' })).toHaveAttribute(
      'href',
      '/console/team/1/send/alimtalk',
    );
  });

  it('starts from a template, refuses #{variables} left in the text, and matches the written text live', async () => {
    const { post } = renderPage();
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: '템플릿 내용 가져오기' }));
    fireEvent.click(await screen.findByRole('option', { name: '결제 완료 안내 (PAYMENT_DONE)' }));
    expect(content()).toHaveValue(sendOptions.templates[0]!.content);
    expect(screen.getByRole('textbox', { name: /템플릿 코드/ })).toHaveValue('PAYMENT_DONE');
    type(screen.getByRole('textbox', { name: '받는 사람' }), '010-2000-0401');
    fireEvent.click(screen.getByRole('button', { name: '알림톡 보내기' }));
    expect(await screen.findByText('보낼 내용의 #{변수}를 실제 값으로 바꿔 주세요.')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();

    type(content(), written.replace('고마워요', '감사해요'));
    expect(await screen.findByText(/승인된 템플릿과 일치하지 않아요/)).toBeInTheDocument();
    type(content(), written);
    expect(screen.getByText('승인된 템플릿과 일치해요: 결제 완료 안내 (PAYMENT_DONE)')).toBeInTheDocument();
    // The matched template's title is filled with the value written in its place.
    const preview = within(screen.getByRole('figure', { name: '알림톡 미리보기' }));
    expect(preview.getByText('39,000원')).toBeInTheDocument();
    expect(preview.getByText('주문 내역 보기')).toBeInTheDocument();
  });

  it('sends the written text with the template code and shows a mismatch from the server under the text', async () => {
    const { post } = renderPage(() => {
      throw new ApiError(400, 'Bad Request', '입력한 내용을 다시 확인해 주세요.', 4000, [
        { field: 'content', message: KAKAO_TEMPLATE_MISMATCH },
      ]);
    });
    await screen.findByRole('combobox', { name: '템플릿 내용 가져오기' });
    type(screen.getByRole('textbox', { name: /템플릿 코드/ }), 'PAYMENT_DONE');
    type(content(), written);
    type(screen.getByRole('textbox', { name: '받는 사람' }), '010-2000-0401');
    fireEvent.click(screen.getByRole('radio', { name: '알림톡 내용을 문자로 보내기' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /대체 문자 발신번호/ }));
    fireEvent.click(await screen.findByRole('option', { name: '1588-1234' }));
    fireEvent.click(screen.getByRole('button', { name: '알림톡 보내기' }));
    expect(await screen.findByRole('dialog', { name: '알림톡을 보낼까요?' })).toHaveAccessibleDescription(
      /^1명에게 알림톡을 보내요\. 예상 요금은 9원.*1588-1234에서 문자로 대신 보내고/,
    );
    await answerDialog('알림톡 보내기');

    expect(await screen.findByText(KAKAO_TEMPLATE_MISMATCH)).toBeInTheDocument();
    const [url, body] = post.mock.calls[0]!;
    expect(url).toBe('/api/team/kakao/alimtalk/legacy-send-requests');
    expect(body).toEqual({
      senderProfileSeq: 1,
      templateCode: 'PAYMENT_DONE',
      content: written,
      recipients: [{ phone: '01020000401' }],
      reserveAt: null,
      fallback: 'TEMPLATE',
      senderNumber: '15881234',
    });
  });
});
