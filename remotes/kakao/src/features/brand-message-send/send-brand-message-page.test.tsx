import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BRAND_NIGHT_MESSAGE, type BrandMessageSendOptions } from '@console/contracts/kakao-brand-send';
import type { SendRequestAccepted } from '@console/contracts/send-requests';
import { answerDialog } from '@console/testing/answer-dialog';
import { ApiError, createFakePlatform, renderWithPlatform, type FakeHandler } from '@console/testing/fake-platform';
import { en } from '../../i18n/en';
import { ko } from '../../i18n/ko';
import { brandTemplateOf } from '../brand-templates/brand-template-fixtures';
import { profileOf } from '../sender-keys/sender-key-fixtures';
import { SendBrandMessagePage } from './send-brand-message-page';

jest.setTimeout(20_000);

/** 12:00 and 22:30 in Korea (UTC+9) on 2026-11-21. */
const NOON_KST = new Date('2026-11-21T03:00:00Z');
const NIGHT_KST = new Date('2026-11-21T13:30:00Z');

const options: BrandMessageSendOptions = {
  senderProfiles: [profileOf()],
  templates: [
    brandTemplateOf(),
    brandTemplateOf({ seq: 52, name: '와이드 세일', type: 'WIDE', content: '겨울 세일이 시작됐어요.', buttons: [] }),
  ],
  senderNumbers: ['15881234', '0801234567'],
};
const accepted: SendRequestAccepted = {
  seq: 88,
  status: 'SENDING',
  acceptedCount: 2,
  duplicateCount: 0,
  duplicateNumbers: [],
  typeCounts: { SMS: 0, LMS: 0, MMS: 0 },
  estimatedCostKrw: 60,
  reserveAt: null,
};

function renderPage(send?: FakeHandler, sendOptions: BrandMessageSendOptions = options) {
  const platform = createFakePlatform({
    resources: { ko: { kakao: ko }, en: { kakao: en } },
    handlers: {
      'GET /api/team/kakao/brand-send-options': () => sendOptions,
      'POST /api/team/kakao/brand-messages/send-requests': send ?? (() => accepted),
      'GET /api/team/address-books/groups': () => [],
    },
  });
  const post = jest.spyOn(platform.api, 'post');
  renderWithPlatform(<SendBrandMessagePage />, {
    platform,
    path: '/console/team/1/send/brand-message',
    routePath: '/console/team/:teamSeq/send/brand-message',
    teamSeq: 1,
    defaultNS: 'kakao',
  });
  return { platform, post };
}

const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const preview = () => within(screen.getByRole('figure', { name: '브랜드 메시지 미리 보기' }));
const submitButton = (name = '브랜드 메시지 보내기') => screen.getByRole('button', { name });

async function chooseTemplate(name = '겨울 쿠폰 · 텍스트형') {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: /브랜드 메시지 템플릿/ }));
  fireEvent.click(await screen.findByRole('option', { name }));
}
async function fillTheRest() {
  await chooseTemplate();
  type(screen.getByRole('textbox', { name: '받는 사람' }), '010-2000-0701\n010-2000-0702');
  type(screen.getByRole('textbox', { name: '#{이름}' }), '고객');
}
function reserveAt(local: string) {
  fireEvent.click(screen.getByRole('radio', { name: '예약 보내기' }));
  type(screen.getByLabelText('예약 시각'), local);
}

describe('SendBrandMessagePage', () => {
  beforeEach(() => jest.useFakeTimers({ now: NOON_KST, advanceTimers: true }));
  afterEach(() => jest.useRealTimers());

  it('sends the team to register a sender profile when none is active', async () => {
    renderPage(undefined, { senderProfiles: [], templates: [], senderNumbers: [] });
    expect(await screen.findByText(/보낼 수 있는 발신 프로필이 없어요/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '발신 프로필 관리' })).toHaveAttribute(
      'href',
      '/console/team/1/kakao/sender-key',
    );
  });

  it("asks for the template's variables, fills the preview with the first recipient's and prices by targeting", async () => {
    renderPage();
    expect(await screen.findByTestId('brand-advertising-notice')).toHaveTextContent(
      '팀의 080 수신거부 목록에 있는 번호에는 보내지 않아요.',
    );
    await chooseTemplate();
    expect(screen.getByTestId('brand-template-text')).toHaveTextContent('#{이름}님께 겨울 쿠폰을 드려요.');
    type(screen.getByRole('textbox', { name: '#{이름}' }), '고객');
    const file = new File(['전화번호,이름\n010-2000-0701,김하나\n010-2000-0702,\n'], 'friends.csv', {
      type: 'text/csv',
    });
    fireEvent.change(screen.getByLabelText('파일에서 불러오기 (.txt, .csv)'), { target: { files: [file] } });
    expect(await screen.findByText('받는 사람 2명')).toBeInTheDocument();
    expect(preview().getByTestId('brand-preview-content')).toHaveTextContent('(광고) 김하나님께 겨울 쿠폰을 드려요.');
    expect(preview().getByText('쿠폰 받기')).toBeInTheDocument();
    expect(screen.getByText('첫 번째 받는 사람 010-2000-0701에게 가는 내용이에요.')).toBeInTheDocument();

    expect(screen.getByTestId('brand-estimate')).toHaveTextContent(
      '받는 사람 2명 · 채널 친구 대상 건당 20원 · 예상 요금 최대 40원',
    );
    fireEvent.click(screen.getByRole('radio', { name: /마케팅 수신 동의자 · 건당 30원/ }));
    expect(screen.getByTestId('brand-estimate')).toHaveTextContent(
      '받는 사람 2명 · 마케팅 수신 동의자 대상 건당 30원 · 예상 요금 최대 60원',
    );
    expect(screen.getByRole('radio', { name: /동의자 중 친구가 아닌 사람 · 건당 30원/ })).toBeInTheDocument();
  });

  it('warns live at night and refuses sending now, in place, without asking the server', async () => {
    jest.useFakeTimers({ now: NIGHT_KST, advanceTimers: true });
    const { post } = renderPage();
    expect(await screen.findByTestId('brand-night-warning')).toHaveTextContent(
      '지금은 브랜드 메시지를 보낼 수 없는 시간이에요',
    );
    await fillTheRest();
    fireEvent.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(BRAND_NIGHT_MESSAGE);
    expect(post).not.toHaveBeenCalled();
  });

  it('warns live when the chosen reservation falls between 20:50 and 08:00 and refuses it under the picker', async () => {
    const { post } = renderPage();
    await fillTheRest();
    expect(screen.queryByTestId('brand-night-warning')).not.toBeInTheDocument();
    reserveAt('2026-11-22T20:49');
    expect(screen.queryByTestId('brand-night-warning')).not.toBeInTheDocument();
    reserveAt('2026-11-22T21:00');
    expect(screen.getByTestId('brand-night-warning')).toHaveTextContent(
      '고른 시각(2026.11.22 21:00)은 브랜드 메시지를 보낼 수 없는 시간이에요',
    );
    fireEvent.click(submitButton('브랜드 메시지 예약하기'));
    expect(await screen.findByText(BRAND_NIGHT_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByTestId('brand-night-warning')).not.toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it("shows the server's refusal in place", async () => {
    renderPage(() => {
      throw new ApiError(400, 'Bad Request', '입력한 내용을 다시 확인해 주세요.', 4000, [
        { field: 'reserveAt', message: BRAND_NIGHT_MESSAGE },
        { field: 'templateSeq', message: '이 발신 프로필의 브랜드 메시지 템플릿을 골라 주세요.' },
      ]);
    });
    await fillTheRest();
    fireEvent.click(submitButton());
    await answerDialog('브랜드 메시지 보내기');
    expect(await screen.findByRole('alert')).toHaveTextContent(BRAND_NIGHT_MESSAGE);
    expect(screen.getByText('이 발신 프로필의 브랜드 메시지 템플릿을 골라 주세요.')).toBeInTheDocument();
    expect(submitButton()).toBeEnabled();
  });

  it('asks an advertising fallback text for (광고) and an 080 line, which a button writes in, counted in bytes', async () => {
    const { post } = renderPage();
    await fillTheRest();
    fireEvent.click(screen.getByRole('switch', { name: '브랜드 메시지를 받지 못하면 문자로 대신 보내기' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /대체 문자 발신번호/ }));
    fireEvent.click(await screen.findByRole('option', { name: '1588-1234' }));
    const text = screen.getByRole('textbox', { name: /대체 문자 내용/ });
    type(text, '#{이름}님께 쿠폰을 드려요.');
    expect(screen.getByTestId('fallback-byte-counter')).toHaveTextContent('23 / 90바이트 · SMS');
    fireEvent.click(submitButton());
    expect(
      await screen.findByText("광고 메시지는 '(광고)' 표기와 080 무료수신거부 번호가 필요해요."),
    ).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();

    expect(screen.getByRole('textbox', { name: '080 수신거부 번호' })).toHaveValue('0801234567');
    fireEvent.click(screen.getByRole('button', { name: '(광고)·무료거부 줄 넣기' }));
    expect(text).toHaveValue('(광고)(주)한빛커머스\n#{이름}님께 쿠폰을 드려요.\n무료거부 080-123-4567');
    expect(preview().getByTestId('brand-preview-fallback')).toHaveTextContent(
      '대체 문자 (SMS)(광고)(주)한빛커머스 고객님께 쿠폰을 드려요. 무료거부 080-123-4567',
    );
    await waitFor(() =>
      expect(screen.queryByText("광고 메시지는 '(광고)' 표기와 080 무료수신거부 번호가 필요해요.")).toBeNull(),
    );
  });

  it('confirms count, targeting and cost, sends with an Idempotency-Key and links to the results', async () => {
    const { post } = renderPage();
    await fillTheRest();
    fireEvent.click(screen.getByRole('radio', { name: /마케팅 수신 동의자/ }));
    fireEvent.click(submitButton());
    expect(await screen.findByRole('dialog', { name: '브랜드 메시지를 보낼까요?' })).toHaveAccessibleDescription(
      '2명에게 브랜드 메시지를 보내요 (마케팅 수신 동의자 대상, 건당 30원). 예상 요금은 최대 60원(부가세 별도)이에요. 080 수신거부 번호에는 보내지 않아요.',
    );
    await answerDialog('브랜드 메시지 보내기');
    expect(await screen.findByText(/발송 요청 #88을\(를\) 접수했어요/)).toBeInTheDocument();
    const [url, body, requestOptions] = post.mock.calls[0]!;
    expect(url).toBe('/api/team/kakao/brand-messages/send-requests');
    expect(body).toEqual({
      senderProfileSeq: 11,
      templateSeq: 51,
      targeting: 'M',
      templateVariables: { 이름: '고객' },
      recipients: [{ phone: '01020000701' }, { phone: '01020000702' }],
      reserveAt: null,
      fallback: 'NONE',
    });
    expect(requestOptions?.headers?.['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByRole('link', { name: '발송 결과 보기' })).toHaveAttribute(
      'href',
      '/console/team/1/send/history/88',
    );
  });
});
