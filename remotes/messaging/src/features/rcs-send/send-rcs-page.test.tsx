import { fireEvent, screen, within } from '@testing-library/react';
import type { RcsImage, RcsTemplate } from '@console/contracts/rcs';
import type { RcsSendOptions } from '@console/contracts/rcs-send';
import type { SendRequestAccepted } from '@console/contracts/send-requests';
import { buildTestJpeg } from '@console/contracts/test-jpeg';
import { answerDialog } from '@console/testing/answer-dialog';
import { ApiError, createFakePlatform, renderWithPlatform, type FakeHandler } from '@console/testing/fake-platform';
import { en } from '../../i18n/en';
import { ko } from '../../i18n/ko';
import { SendRcsPage } from './send-rcs-page';

const template: RcsTemplate = {
  seq: 3,
  brandSeq: 1,
  name: '배송 출발 안내',
  kind: 'TEXT',
  body: '#{name}님, 주문하신 상품이 출발했어요.',
  buttons: [{ kind: 'URL', label: '배송 조회', value: 'https://shop.hanbit.example.kr/orders' }],
  cards: [],
  status: 'APPROVED',
  rejectReason: null,
  usedAt: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  decidedAt: '2026-11-02T00:00:00.000Z',
};
const options: RcsSendOptions = {
  chatRooms: [{ chatRoomSeq: 5, senderNumber: '15881234', brandName: '한빛커머스' }],
  templates: [template],
};
const accepted: SendRequestAccepted = {
  seq: 77,
  status: 'SENDING',
  acceptedCount: 2,
  duplicateCount: 0,
  duplicateNumbers: [],
  typeCounts: { SMS: 0, LMS: 2, MMS: 0 },
  estimatedCostKrw: 70,
  reserveAt: null,
};

const image: RcsImage = { seq: 41, fileName: 'winter.jpg', contentType: 'image/jpeg', size: 621 };

beforeAll(() => {
  // jsdom has no object URLs; the card's thumbnail and the preview only need a string.
  URL.createObjectURL = jest.fn(() => 'blob:test/1');
  URL.revokeObjectURL = jest.fn();
});

function renderPage(send?: FakeHandler, sendOptions: RcsSendOptions = options) {
  const platform = createFakePlatform({
    resources: { ko: { messaging: ko }, en: { messaging: en } },
    handlers: {
      'GET /api/team/rcs/send-options': () => sendOptions,
      'POST /api/team/rcs/send-requests': send ?? (() => accepted),
      'POST /api/team/rcs/images': () => image,
      'GET /api/team/address-books/groups': () => [],
    },
  });
  const post = jest.spyOn(platform.api, 'post');
  renderWithPlatform(<SendRcsPage />, {
    platform,
    path: '/console/team/1/send/rcs',
    routePath: '/console/team/:teamSeq/send/rcs',
    teamSeq: 1,
    defaultNS: 'messaging',
  });
  return { platform, post };
}
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const body = () => screen.getByRole('textbox', { name: /^내용/ });
const preview = () => within(screen.getByRole('figure', { name: 'RCS 미리보기' }));

describe('SendRcsPage', () => {
  it('sends the team to register a brand, chat room and templates when there is no chat room', async () => {
    renderPage(undefined, { chatRooms: [], templates: [] });
    expect(await screen.findByText(/보낼 수 있는 RCS 대화방이 없어요/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'RCS 브랜드·템플릿 관리' })).toHaveAttribute(
      'href',
      '/console/team/1/rcs/template',
    );
    expect(screen.getByRole('link', { name: 'RCS 등록 안내' })).toHaveAttribute(
      'href',
      '/console/team/1/service/rcs/regist-guide',
    );
    expect(screen.queryByRole('button', { name: 'RCS 보내기' })).not.toBeInTheDocument();
  });

  it("counts characters against the type's limit and shows the brand and buttons in the preview", async () => {
    renderPage();
    expect(await screen.findByRole('combobox', { name: /RCS 대화방/ })).toHaveTextContent('한빛커머스 · 1588-1234');
    expect(preview().getByTestId('rcs-preview-brand')).toHaveTextContent('한빛커머스');
    type(body(), '안녕하세요 🚚');
    expect(screen.getByTestId('rcs-char-counter')).toHaveTextContent('7 / 1,300자');
    fireEvent.click(screen.getByRole('button', { name: 'RCS SMS' }));
    expect(screen.getByTestId('rcs-char-counter')).toHaveTextContent('7 / 100자');
    type(body(), '가'.repeat(101));
    expect(screen.getByTestId('rcs-char-counter')).toHaveTextContent('101 / 100자');

    // RCS SMS takes one button: the second cannot be added.
    fireEvent.click(screen.getByRole('button', { name: '버튼 추가' }));
    // Fields are named with their button's number, as on the template form (the editor is the same).
    type(screen.getByRole('textbox', { name: '버튼 1 이름' }), '배송 조회');
    expect(preview().getByText('배송 조회')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '버튼 추가' })).toBeDisabled();
    expect(screen.getByText('버튼을 1개 모두 넣었어요.')).toBeInTheDocument();
  });

  it('takes RCS MMS cards with an uploaded image and numbered buttons each, as the template form does', async () => {
    const { post } = renderPage();
    await screen.findByRole('combobox', { name: /RCS 대화방/ });
    fireEvent.click(screen.getByRole('button', { name: 'RCS MMS' }));
    type(body(), '겨울 신상품이 나왔어요.');
    type(screen.getByRole('textbox', { name: '받는 사람' }), '010-1234-5678');
    // The cards editor loads when the MMS kind is first chosen (LazyRcsCardsEditor).
    fireEvent.click(await screen.findByRole('button', { name: '카드 추가' }));
    const card = within(screen.getByRole('region', { name: '카드 1' }));
    // Node's FormData takes no jsdom File as a named part; the fake server reads no parts anyway.
    const append = jest.spyOn(FormData.prototype, 'append').mockImplementation(() => undefined);
    fireEvent.change(card.getByLabelText('카드 1 이미지 고르기'), {
      target: { files: [new File([buildTestJpeg({ width: 320, height: 240 })], 'winter.jpg', { type: 'image/jpeg' })] },
    });
    expect(await card.findByText('카드 1 이미지 바꾸기')).toBeInTheDocument();
    expect(append).toHaveBeenCalledWith('file', expect.objectContaining({ name: 'winter.jpg' }), 'winter.jpg');
    append.mockRestore();
    fireEvent.click(card.getByRole('button', { name: '버튼 추가' }));
    fireEvent.click(card.getByRole('button', { name: '버튼 추가' }));
    expect(card.getByRole('button', { name: '버튼 추가' })).toBeDisabled();
    expect(card.getByText('버튼을 2개 모두 넣었어요.')).toBeInTheDocument();
    type(card.getByRole('textbox', { name: '버튼 1-1 이름' }), '구경하기');
    type(card.getByRole('textbox', { name: '버튼 1-1 연결 URL' }), 'https://shop.hanbit.example.kr/winter');
    fireEvent.click(card.getByRole('button', { name: '버튼 1-2 삭제' }));
    expect(preview().getByText('구경하기')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'RCS 보내기' }));
    await answerDialog('RCS 보내기');
    await screen.findByText(/발송 요청 #77/);
    expect(post.mock.calls[0]?.[1]).toMatchObject({
      rcsType: 'MMS',
      body: '겨울 신상품이 나왔어요.',
      cards: [
        { imageSeq: 41, buttons: [{ kind: 'URL', label: '구경하기', value: 'https://shop.hanbit.example.kr/winter' }] },
      ],
    });
  });

  it('counts the fallback text in EUC-KR bytes with its type and names what a text message cannot carry', async () => {
    renderPage();
    await screen.findByRole('combobox', { name: /RCS 대화방/ });
    type(body(), '주문하신 상품이 출발했어요 🚚');
    fireEvent.click(screen.getByRole('switch', { name: 'RCS를 받을 수 없으면 문자로 대신 보내기' }));
    fireEvent.click(screen.getByRole('button', { name: 'RCS 내용 가져오기' }));
    expect(screen.getByText('문자로 보낼 수 없는 문자(이모지 등)가 있어요: 🚚')).toBeInTheDocument();
    type(screen.getByRole('textbox', { name: '대체 문자 내용' }), '가'.repeat(46));
    expect(screen.getByTestId('fallback-byte-counter')).toHaveTextContent('92 / 2,000바이트 · LMS');
    expect(preview().getByText('대체 문자 (LMS)')).toBeInTheDocument();
  });

  it('offers approved templates with their variables and previews the template', async () => {
    const { post } = renderPage();
    await screen.findByRole('combobox', { name: /RCS 대화방/ });
    fireEvent.click(screen.getByRole('button', { name: '템플릿' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /승인된 템플릿/ }));
    fireEvent.click(await screen.findByRole('option', { name: '배송 출발 안내 (텍스트)' }));
    expect(preview().getByText('#{name}님, 주문하신 상품이 출발했어요.')).toBeInTheDocument();
    expect(preview().getByText('배송 조회')).toBeInTheDocument();
    type(screen.getByRole('textbox', { name: '#{name}' }), '고객');
    type(screen.getByRole('textbox', { name: '받는 사람' }), '010-1234-5678');
    expect(screen.getByTestId('rcs-estimate')).toHaveTextContent('받는 사람 1명 · RCS SMS · 예상 요금 11원');
    fireEvent.click(screen.getByRole('button', { name: 'RCS 보내기' }));
    await answerDialog('RCS 보내기');
    await screen.findByText(/발송 요청 #77/);
    expect(post.mock.calls[0]?.[1]).toMatchObject({
      chatRoomSeq: 5,
      rcsType: 'TEMPLATE',
      templateSeq: 3,
      templateVariables: { name: '고객' },
    });
  });

  it('shows the schema messages in place and sends nothing', async () => {
    const { post } = renderPage();
    await screen.findByRole('combobox', { name: /RCS 대화방/ });
    fireEvent.click(screen.getByRole('switch', { name: 'RCS를 받을 수 없으면 문자로 대신 보내기' }));
    fireEvent.click(screen.getByRole('button', { name: 'RCS 보내기' }));
    expect(await screen.findByText('받는 사람을 한 명 이상 넣어 주세요.')).toBeInTheDocument();
    expect(screen.getByText('내용을 입력해 주세요.')).toBeInTheDocument();
    expect(screen.getByText('대체 발송할 문자 내용을 입력해 주세요.')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('confirms count, type, cost and the fallback, sends with an Idempotency-Key and links to the results', async () => {
    const { post } = renderPage();
    await screen.findByRole('combobox', { name: /RCS 대화방/ });
    type(screen.getByRole('textbox', { name: '받는 사람' }), '010-2000-0101\n010-0000-0701');
    type(body(), '[한빛커머스] 주문하신 상품이 출발했어요 🚚');
    fireEvent.click(screen.getByRole('switch', { name: 'RCS를 받을 수 없으면 문자로 대신 보내기' }));
    type(screen.getByRole('textbox', { name: '대체 문자 내용' }), '[한빛커머스] 주문하신 상품이 출발했어요.');
    expect(screen.getByTestId('rcs-estimate')).toHaveTextContent('받는 사람 2명 · RCS LMS · 예상 요금 70원');
    fireEvent.click(screen.getByRole('button', { name: 'RCS 보내기' }));
    const dialog = await screen.findByRole('dialog', { name: 'RCS를 보낼까요?' });
    expect(dialog).toHaveAccessibleDescription(
      /^2명에게 RCS LMS를 보내요\. 예상 요금은 70원이에요\.\s*RCS를 받지 못한 사람에게는 문자로/,
    );
    await answerDialog('RCS 보내기');
    expect(await screen.findByText(/발송 요청 #77/)).toBeInTheDocument();
    const [url, payload, requestOptions] = post.mock.calls[0]!;
    expect(url).toBe('/api/team/rcs/send-requests');
    expect(payload).toMatchObject({
      chatRoomSeq: 5,
      rcsType: 'LMS',
      body: '[한빛커머스] 주문하신 상품이 출발했어요 🚚',
      buttons: [],
      recipients: [{ phone: '01020000101' }, { phone: '01000000701' }],
      fallback: true,
      fallbackText: '[한빛커머스] 주문하신 상품이 출발했어요.',
      reserveAt: null,
    });
    expect(requestOptions?.headers?.['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByRole('link', { name: '발송 결과 보기' })).toHaveAttribute(
      'href',
      '/console/team/1/send/history/77',
    );
  });

  it("shows the server's field errors in place (a template no longer approved)", async () => {
    renderPage(() => {
      throw new ApiError(400, 'Bad Request', '입력한 내용을 다시 확인해 주세요.', 4000, [
        { field: 'templateSeq', message: '승인된 템플릿만 발송할 수 있어요.' },
      ]);
    });
    await screen.findByRole('combobox', { name: /RCS 대화방/ });
    fireEvent.click(screen.getByRole('button', { name: '템플릿' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /승인된 템플릿/ }));
    fireEvent.click(await screen.findByRole('option', { name: '배송 출발 안내 (텍스트)' }));
    type(screen.getByRole('textbox', { name: '#{name}' }), '고객');
    type(screen.getByRole('textbox', { name: '받는 사람' }), '010-1234-5678');
    fireEvent.click(screen.getByRole('button', { name: 'RCS 보내기' }));
    await answerDialog('RCS 보내기');
    expect(await screen.findByText('승인된 템플릿만 발송할 수 있어요.')).toBeInTheDocument();
  });
});
