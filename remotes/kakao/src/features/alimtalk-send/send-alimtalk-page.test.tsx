import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AlimtalkSendOptions } from '@console/contracts/kakao-send';
import { answerDialog } from '@console/testing/answer-dialog';
import { ApiError, createFakePlatform, renderWithPlatform, type FakeHandler } from '@console/testing/fake-platform';
import { en } from '../../i18n/en';
import { ko } from '../../i18n/ko';
import { accepted, orderShipped, sendOptions } from './alimtalk-send-fixtures';
import { SendAlimtalkPage } from './send-alimtalk-page';

function renderPage(send?: FakeHandler, options: AlimtalkSendOptions = sendOptions) {
  const platform = createFakePlatform({
    resources: { ko: { kakao: ko }, en: { kakao: en } },
    handlers: {
      'GET /api/team/kakao/send-options': () => options,
      'POST /api/team/kakao/alimtalk/send-requests': send ?? (() => accepted),
      'GET /api/team/address-books/groups': () => [],
    },
  });
  const post = jest.spyOn(platform.api, 'post');
  renderWithPlatform(<SendAlimtalkPage />, {
    platform,
    path: '/console/team/1/send/alimtalk',
    routePath: '/console/team/:teamSeq/send/alimtalk',
    teamSeq: 1,
    defaultNS: 'kakao',
  });
  return { platform, post };
}

const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const preview = () => within(screen.getByRole('figure', { name: '알림톡 미리보기' }));
const submitButton = () => screen.getByRole('button', { name: '알림톡 보내기' });

async function chooseTemplate(name: string) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: /승인된 템플릿/ }));
  fireEvent.click(await screen.findByRole('option', { name }));
}
async function chooseFallback(option: string, number?: string) {
  fireEvent.click(screen.getByRole('radio', { name: option }));
  if (!number) return;
  fireEvent.mouseDown(screen.getByRole('combobox', { name: /대체 문자 발신번호/ }));
  fireEvent.click(await screen.findByRole('option', { name: number }));
}

describe('SendAlimtalkPage', () => {
  it('sends the team to register a sender profile when none is active', async () => {
    renderPage(undefined, { senderProfiles: [], templates: [], senderNumbers: [] });
    expect(await screen.findByText(/보낼 수 있는 발신 프로필이 없어요/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '발신 프로필 관리' })).toHaveAttribute(
      'href',
      '/console/team/1/kakao/sender-key',
    );
    expect(screen.queryByRole('button', { name: '알림톡 보내기' })).not.toBeInTheDocument();
  });

  it("turns the template's #{variables} into inputs and fills the preview with the first recipient's values", async () => {
    renderPage();
    expect(await screen.findByRole('combobox', { name: /발신 프로필/ })).toHaveTextContent(
      '한빛커머스 (@hanbitcommerce)',
    );
    expect(preview().getByTestId('alimtalk-preview-channel')).toHaveTextContent('한빛커머스');
    await chooseTemplate('배송 출발 안내 (ORDER_SHIPPED)');
    expect(screen.getByTestId('alimtalk-template-content')).toHaveTextContent('▶ 택배사: #{택배사}');
    expect(screen.getByRole('textbox', { name: '#{이름}' })).toBeRequired();
    expect(screen.getByRole('textbox', { name: '#{주문번호}' })).toBeInTheDocument();
    type(screen.getByRole('textbox', { name: '#{택배사}' }), '한빛택배');
    type(screen.getByRole('textbox', { name: '#{이름}' }), '고객');

    // A recipient file's columns fill their variables per recipient, before the shared value.
    const file = new File(['전화번호,이름,주문번호\n010-2000-0401,김하나,A1\n010-2000-0402,,A2\n'], 'orders.csv', {
      type: 'text/csv',
    });
    fireEvent.change(screen.getByLabelText('파일에서 불러오기 (.txt, .csv)'), { target: { files: [file] } });
    expect(await screen.findByText('받는 사람 2명')).toBeInTheDocument();
    const bubble = within(preview().getByTestId('alimtalk-bubble'));
    expect(bubble.getByText('알림톡 도착')).toBeInTheDocument();
    expect(
      bubble.getByText(/^김하나님, 주문하신 상품이 오늘 출발했어요\.\s+▶ 주문번호: A1\s+▶ 택배사: 한빛택배/),
    ).toBeInTheDocument();
    expect(bubble.getByText('배송 조회')).toBeInTheDocument();
    expect(screen.getByText('첫 번째 받는 사람 010-2000-0401에게 가는 내용이에요.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '#{이름}' })).not.toBeRequired();
    expect(screen.getAllByText(/받는 사람 파일의 값을 써요/)).toHaveLength(2);
  });

  it('shows the title of an emphasized template filled, and the cost of the recipients', async () => {
    renderPage();
    await chooseTemplate('결제 완료 안내 (PAYMENT_DONE)');
    type(screen.getByRole('textbox', { name: '#{금액}' }), '39,000');
    expect(preview().getByText('39,000원')).toBeInTheDocument();
    expect(preview().getByText('주문 내역 보기')).toBeInTheDocument();
    type(screen.getByRole('textbox', { name: '받는 사람' }), '010-2000-0401\n010-2000-0402');
    expect(screen.getByTestId('alimtalk-estimate')).toHaveTextContent(
      '받는 사람 2명 · 알림톡 건당 9원 · 예상 요금 18원',
    );
  });

  it('asks for every variable with the Korean message naming the recipients without a value', async () => {
    const { post } = renderPage();
    await chooseTemplate('배송 출발 안내 (ORDER_SHIPPED)');
    type(screen.getByRole('textbox', { name: '받는 사람' }), '010-2000-0401');
    type(screen.getByRole('textbox', { name: '#{택배사}' }), '한빛택배');
    fireEvent.click(submitButton());
    expect(
      await screen.findByText(
        '모든 변수를 입력해 주세요. (#{이름}, #{주문번호}, #{택배사} 값이 없는 받는 사람: 01020000401)',
      ),
    ).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
    // A recipient file with the missing columns settles it without touching the inputs.
    const file = new File(['전화번호,이름,주문번호\n010-2000-0401,김하나,A1\n'], 'orders.csv', { type: 'text/csv' });
    fireEvent.change(screen.getByLabelText('파일에서 불러오기 (.txt, .csv)'), { target: { files: [file] } });
    await waitFor(() => expect(screen.queryByText(/^모든 변수를 입력해 주세요/)).not.toBeInTheDocument());
  });

  it('requires an approved sender number for a fallback and counts a custom text in bytes', async () => {
    const { post } = renderPage();
    await chooseTemplate('배송 출발 안내 (ORDER_SHIPPED)');
    type(screen.getByRole('textbox', { name: '받는 사람' }), '010-2000-0401');
    for (const name of ['이름', '주문번호', '택배사']) type(screen.getByRole('textbox', { name: `#{${name}}` }), 'x');
    await chooseFallback('직접 쓴 내용을 문자로 보내기');
    type(screen.getByRole('textbox', { name: /대체 문자 내용/ }), '#{이름}님 주문이 출발했어요.');
    expect(screen.getByTestId('fallback-byte-counter')).toHaveTextContent('28 / 90바이트 · SMS');
    expect(preview().getByText('대체 문자 (SMS)')).toBeInTheDocument();
    expect(preview().getByText('x님 주문이 출발했어요.')).toBeInTheDocument();
    fireEvent.click(submitButton());
    expect(await screen.findByText('대체 문자를 보낼 발신번호를 선택해 주세요.')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('confirms count, cost and the fallback charge, sends the request with an Idempotency-Key and links to the results', async () => {
    const { post } = renderPage();
    await chooseTemplate('배송 출발 안내 (ORDER_SHIPPED)');
    type(screen.getByRole('textbox', { name: '받는 사람' }), '010-2000-0401\n010-0000-0701\n010-2000-0403');
    type(screen.getByRole('textbox', { name: '#{이름}' }), '고객');
    type(screen.getByRole('textbox', { name: '#{주문번호}' }), 'A-100');
    type(screen.getByRole('textbox', { name: '#{택배사}' }), '한빛택배');
    await chooseFallback('알림톡 내용을 문자로 보내기', '1588-1234');
    expect(screen.getByTestId('fallback-byte-counter')).toHaveTextContent('/ 2,000바이트 · LMS');
    expect(screen.getByTestId('alimtalk-estimate')).toHaveTextContent(
      '받는 사람 3명 · 알림톡 건당 9원 · 예상 요금 27원',
    );
    expect(screen.getByTestId('alimtalk-estimate')).toHaveTextContent('대체 문자는 SMS·LMS 요금으로 따로 청구돼요.');
    fireEvent.click(submitButton());

    const dialog = await screen.findByRole('dialog', { name: '알림톡을 보낼까요?' });
    expect(dialog).toHaveAccessibleDescription(
      '3명에게 알림톡을 보내요. 예상 요금은 27원(건당 9원, 부가세 별도)이에요. 알림톡을 받지 못한 사람에게는 1588-1234에서 문자로 대신 보내고, 그 문자는 SMS 13원·LMS 40원 요금으로 따로 청구돼요.',
    );
    await answerDialog('알림톡 보내기');
    expect(await screen.findByText(/발송 요청 #77을\(를\) 접수했어요/)).toBeInTheDocument();
    const [url, body, requestOptions] = post.mock.calls[0]!;
    expect(url).toBe('/api/team/kakao/alimtalk/send-requests');
    expect(body).toEqual({
      senderProfileSeq: 1,
      templateSeq: orderShipped.seq,
      templateVariables: { 이름: '고객', 주문번호: 'A-100', 택배사: '한빛택배' },
      recipients: [{ phone: '01020000401' }, { phone: '01000000701' }, { phone: '01020000403' }],
      reserveAt: null,
      fallback: 'TEMPLATE',
      senderNumber: '15881234',
    });
    expect(requestOptions?.headers?.['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByRole('link', { name: '발송 결과 보기' })).toHaveAttribute(
      'href',
      '/console/team/1/send/history/77',
    );
  });

  it("shows the server's field errors in place, in Korean", async () => {
    renderPage(() => {
      throw new ApiError(400, 'Bad Request', '입력한 내용을 다시 확인해 주세요.', 4000, [
        { field: 'senderNumber', message: '승인된 발신번호만 사용할 수 있어요.' },
        { field: 'templateSeq', message: '승인된 템플릿만 발송할 수 있어요.' },
      ]);
    });
    await chooseTemplate('배송 출발 안내 (ORDER_SHIPPED)');
    type(screen.getByRole('textbox', { name: '받는 사람' }), '010-2000-0401');
    for (const name of ['이름', '주문번호', '택배사']) type(screen.getByRole('textbox', { name: `#{${name}}` }), 'x');
    await chooseFallback('알림톡 내용을 문자로 보내기', '02-1234-5678');
    fireEvent.click(submitButton());
    await answerDialog('알림톡 보내기');
    expect(await screen.findByText('승인된 발신번호만 사용할 수 있어요.')).toBeInTheDocument();
    expect(screen.getByText('승인된 템플릿만 발송할 수 있어요.')).toBeInTheDocument();
    expect(submitButton()).toBeEnabled();
  });
});
