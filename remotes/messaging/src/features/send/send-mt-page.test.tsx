import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CallbackNumber } from '@console/contracts/messaging';
import type { MessageImage } from '@console/contracts/mms-images';
import type { SendRequestAccepted } from '@console/contracts/send-requests';
import { buildTestJpeg, TEST_PNG_HEAD } from '@console/contracts/test-jpeg';
import {
  ApiError,
  createFakePlatform,
  pageOf,
  renderWithPlatform,
  type FakeHandler,
} from '@console/testing/fake-platform';
import { answerDialog } from '@console/testing/answer-dialog';
import { en } from '../../i18n/en';
import { ko } from '../../i18n/ko';
import { SendMtPage } from './send-mt-page';

const approved: CallbackNumber[] = [
  {
    seq: 1,
    number: '0212345678',
    label: '본사',
    status: 'APPROVED',
    rejectReason: null,
    createdAt: '2026-11-01T00:00:00.000Z',
    decidedAt: '2026-11-02T00:00:00.000Z',
  },
  {
    seq: 2,
    number: '0801234567',
    label: '수신거부',
    status: 'APPROVED',
    rejectReason: null,
    createdAt: '2026-11-01T00:00:00.000Z',
    decidedAt: '2026-11-02T00:00:00.000Z',
  },
];

const accepted: SendRequestAccepted = {
  seq: 41,
  status: 'SENDING',
  acceptedCount: 2,
  duplicateCount: 1,
  duplicateNumbers: ['01012345678'],
  typeCounts: { SMS: 2, LMS: 0, MMS: 0 },
  estimatedCostKrw: 26,
  reserveAt: null,
};

/** Uploads answer the next imageId with the test JPEG's size, as the server does. */
let nextImageId = 500;
const uploadAnswer: FakeHandler = () =>
  ({ imageId: (nextImageId += 1), width: 320, height: 240, size: 621 }) satisfies MessageImage;
const jpegFile = (name: string, options: Partial<Parameters<typeof buildTestJpeg>[0]> = {}) =>
  new File([buildTestJpeg({ width: 320, height: 240, ...options })], name, { type: 'image/jpeg' });

beforeAll(() => {
  // jsdom has no object URLs; thumbnails and the preview only need a distinct string per file.
  let urls = 0;
  URL.createObjectURL = jest.fn(() => `blob:test/${(urls += 1)}`);
  URL.revokeObjectURL = jest.fn();
});

function renderPage(send?: FakeHandler, numbers: CallbackNumber[] = approved, upload: FakeHandler = uploadAnswer) {
  const platform = createFakePlatform({
    resources: { ko: { messaging: ko }, en: { messaging: en } },
    handlers: {
      'GET /api/team/callback-numbers': () => pageOf(numbers),
      'POST /api/team/send-requests': send ?? (() => accepted),
      'POST /api/team/message-images': upload,
      'GET /api/team/address-books/groups': () => [
        { seq: 7, name: 'VIP 고객', description: '', contactCount: 2, createdAt: '2026-11-01T00:00:00.000Z' },
      ],
    },
  });
  const post = jest.spyOn(platform.api, 'post');
  const postMultipart = jest.spyOn(platform.api, 'postMultipart');
  renderWithPlatform(<SendMtPage />, {
    platform,
    path: '/console/team/1/send/mt',
    routePath: '/console/team/:teamSeq/send/mt',
    teamSeq: 1,
    defaultNS: 'messaging',
  });
  return { platform, post, postMultipart };
}
/** Picked files are read, checked and uploaded asynchronously: a busy machine may need more than a second. */
const slow = { timeout: 5_000 };
const pickImages = (...files: File[]) =>
  fireEvent.change(screen.getByLabelText('MMS 이미지 파일 (JPG)'), { target: { files } });

const body = () => screen.getByRole('textbox', { name: /^내용/ });
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

async function chooseSender(name: string) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: /발신번호/ }));
  fireEvent.click(await screen.findByRole('option', { name }));
}

describe('SendMtPage', () => {
  it('counts EUC-KR bytes live and switches SMS to LMS past 90 bytes or with a subject', async () => {
    renderPage();
    await screen.findByRole('combobox', { name: /발신번호/ });
    type(body(), '가'.repeat(45));
    expect(screen.getByTestId('byte-counter')).toHaveTextContent('90 / 90바이트 · SMS');
    expect(screen.queryByText(/이 내용은 LMS로 발송됩니다/)).not.toBeInTheDocument();

    type(body(), `${'가'.repeat(45)}a`);
    expect(screen.getByTestId('byte-counter')).toHaveTextContent('91 / 2,000바이트 · LMS');
    expect(
      screen.getByText('SMS는 90바이트(한글 45자)까지 보낼 수 있어요. 이 내용은 LMS로 발송됩니다.'),
    ).toBeInTheDocument();

    type(body(), '안녕하세요');
    expect(screen.getByTestId('byte-counter')).toHaveTextContent('10 / 90바이트 · SMS');
    type(screen.getByRole('textbox', { name: '제목' }), '공지');
    expect(screen.getByTestId('byte-counter')).toHaveTextContent('10 / 2,000바이트 · LMS');
    expect(screen.getByText('4 / 40바이트')).toBeInTheDocument();
  });

  it('names the characters a text message cannot carry, in place', async () => {
    renderPage();
    await screen.findByRole('combobox', { name: /발신번호/ });
    type(body(), '안녕😀 뷁 hello');
    expect(screen.getByText('문자로 보낼 수 없는 문자(이모지 등)가 있어요: 😀 뷁')).toBeInTheDocument();
  });

  it('checks pasted recipients live: duplicates removed and counted, invalid lines named', async () => {
    renderPage();
    type(
      await screen.findByRole('textbox', { name: '받는 사람' }),
      '010-1234-5678\n01012345678, 010 9876 5432\n02-123-4567\nabc',
    );
    expect(screen.getByText('받는 사람 2명')).toBeInTheDocument();
    expect(screen.getByText('중복 1건은 한 번만 보내요.')).toBeInTheDocument();
    expect(screen.getByText('휴대폰 번호가 아니어서 빼고 보내요 (2건): 02-123-4567, abc')).toBeInTheDocument();
    expect(screen.getByTestId('send-estimate')).toHaveTextContent('2명 · SMS · 예상 비용 26원');
  });

  it('reads a recipient file whose header names the variables', async () => {
    renderPage();
    const file = new File(['phone,name\n010-1111-2222,김철수\n01033334444,이영희\n'], 'list.csv', { type: 'text/csv' });
    fireEvent.change(await screen.findByLabelText('파일에서 불러오기 (.txt, .csv)'), { target: { files: [file] } });
    expect(await screen.findByText('list.csv · 2명')).toBeInTheDocument();
    expect(screen.getByText('변수로 쓸 수 있는 항목: #{name}, #{이름}')).toBeInTheDocument();
  });

  it('takes recipients and their fields from an address book group, and sends the filled values', async () => {
    const { platform, post } = renderPage();
    const download = jest.spyOn(platform.api, 'download').mockResolvedValue({
      blob: new Blob([
        '\uFEFF이름,전화번호,등급,메모\n김철수,01011112222,골드,"메모, 쉼표"\n이영희,01033334444,실버,\n',
      ]),
      exportTitle: null,
    });
    await chooseSender('02-1234-5678 (본사)');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '주소록에서 불러오기' }));
    fireEvent.click(await screen.findByRole('option', { name: 'VIP 고객 (2명)' }));
    expect(await screen.findByText('주소록: VIP 고객 · 2명')).toBeInTheDocument();
    expect(download).toHaveBeenCalledWith('/api/team/address-books/7/export', { silent: true });
    type(body(), '#{이름}님은 #{등급} 등급이에요.');
    expect(screen.getByText(/변수 #\{이름\}, #\{등급\}은\(는\)/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '보내기' }));
    await answerDialog('보내기');
    await screen.findByText(/발송 요청 #41/);
    expect(post.mock.calls[0]?.[1]).toMatchObject({
      recipients: [
        { phone: '01011112222', variables: { 이름: '김철수', name: '김철수', 등급: '골드', 메모: '메모, 쉼표' } },
        { phone: '01033334444', variables: { 이름: '이영희', name: '이영희', 등급: '실버', 메모: '' } },
      ],
    });
  });

  it('shows the schema messages in place when sending without the required fields', async () => {
    const { post } = renderPage();
    await screen.findByRole('combobox', { name: /발신번호/ });
    fireEvent.click(screen.getByRole('button', { name: '보내기' }));
    expect(await screen.findByText('받는 사람을 한 명 이상 넣어 주세요.')).toBeInTheDocument();
    expect(screen.getByText('내용을 입력해 주세요.')).toBeInTheDocument();
    expect(screen.getByText(/발신번호 형식이 아니에요/)).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('confirms count, type and cost, sends the request with an Idempotency-Key and links to its results', async () => {
    const { post } = renderPage();
    await chooseSender('02-1234-5678 (본사)');
    type(screen.getByRole('textbox', { name: '받는 사람' }), '010-1234-5678, 01012345678\n010-9876-5432');
    type(body(), '내일 오전 10시 점검이 있어요.');
    fireEvent.click(screen.getByRole('button', { name: '보내기' }));

    const dialog = await screen.findByRole('dialog', { name: '발송 확인' });
    expect(dialog).toHaveAccessibleDescription(
      '2명에게 SMS(으)로 보내요. 예상 비용은 26원(부가세 별도)예요. 보낼까요?',
    );
    expect(post).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: '보내기' }));
    expect(await screen.findByText(/발송 요청 #41을\(를\) 접수했어요/)).toBeInTheDocument();
    expect(post).toHaveBeenCalledTimes(1);
    const [url, payload, options] = post.mock.calls[0]!;
    expect(url).toBe('/api/team/send-requests');
    expect(payload).toEqual({
      recipients: [{ phone: '01012345678' }, { phone: '01098765432' }],
      body: '내일 오전 10시 점검이 있어요.',
      subject: undefined,
      senderNumber: '0212345678',
      advertising: false,
      reserveAt: null,
    });
    expect(options?.headers?.['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByRole('link', { name: '발송 결과 보기' })).toHaveAttribute(
      'href',
      '/console/team/1/send/history/41',
    );
  });

  it('shows how much of a large request has gone out, then that the server is saving it', async () => {
    let progress: ((fraction: number) => void) | undefined;
    let finish: (() => void) | undefined;
    renderPage(({ options }) => {
      progress = options?.onUploadProgress;
      return new Promise((resolve) => (finish = () => resolve(accepted)));
    });
    await chooseSender('02-1234-5678 (본사)');
    type(screen.getByRole('textbox', { name: '받는 사람' }), '01012345678\n01098765432');
    type(body(), '안내');
    fireEvent.click(screen.getByRole('button', { name: '보내기' }));
    await answerDialog('보내기');
    await waitFor(() => expect(progress).toBeDefined());
    act(() => progress!(0.42));
    expect(await screen.findByText('2명에게 보낼 요청을 올리고 있어요… 42%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '발송 요청 접수 진행률' })).toHaveAttribute('aria-valuenow', '42');
    act(() => progress!(1));
    expect(await screen.findByText('발송 요청을 접수하고 있어요. 받는 사람이 많으면 조금 걸려요.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '보내기' })).toBeDisabled();
    act(() => finish!());
    expect(await screen.findByText(/발송 요청 #41을\(를\) 접수했어요/)).toBeInTheDocument();
  });

  it('retries a failed submission with the same Idempotency-Key so it is sent once', async () => {
    let calls = 0;
    const { post } = renderPage(() => {
      calls++;
      if (calls === 1) throw new ApiError(503, 'Service Unavailable', '잠시 후 다시 시도해 주세요.');
      return accepted;
    });
    await chooseSender('02-1234-5678 (본사)');
    type(screen.getByRole('textbox', { name: '받는 사람' }), '01012345678');
    type(body(), '안내');
    fireEvent.click(screen.getByRole('button', { name: '보내기' }));
    await answerDialog('보내기');
    expect(await screen.findByText('잠시 후 다시 시도해 주세요.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '보내기' }));
    await answerDialog('보내기');
    await screen.findByText(/발송 요청 #41/);
    const keys = post.mock.calls.map((call) => call[2]?.headers?.['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('places the server field errors under their fields', async () => {
    const { post } = renderPage(() => {
      throw new ApiError(400, 'Bad Request', '입력 내용을 확인해 주세요.', 400, [
        { field: 'senderNumber', message: '승인된 발신번호만 사용할 수 있어요.' },
      ]);
    });
    await chooseSender('02-1234-5678 (본사)');
    type(screen.getByRole('textbox', { name: '받는 사람' }), '01012345678');
    type(body(), '안내');
    fireEvent.click(screen.getByRole('button', { name: '보내기' }));
    await answerDialog('보내기');
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('승인된 발신번호만 사용할 수 있어요.')).toBeInTheDocument();
  });

  it('writes the advertising mark and opt-out line into the body and warns in the night window', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-21T13:30:00Z'), advanceTimers: true }); // 22:30 KST
    try {
      renderPage();
      await screen.findByRole('combobox', { name: /발신번호/ });
      type(body(), '겨울 세일 시작!');
      fireEvent.click(screen.getByRole('checkbox', { name: '광고 메시지예요' }));
      expect(body()).toHaveValue('(광고)(주)한빛커머스\n겨울 세일 시작!\n무료거부 080-123-4567');
      expect(screen.getByText('광고 메시지는 21:00부터 다음 날 08:00까지 보낼 수 없어요.')).toBeInTheDocument();
      fireEvent.click(screen.getByRole('checkbox', { name: '광고 메시지예요' }));
      expect(body()).toHaveValue('겨울 세일 시작!');
    } finally {
      jest.useRealTimers();
    }
  });

  it('refuses a reservation outside now + 10 minutes .. 60 days, in place', async () => {
    const { post } = renderPage();
    await chooseSender('02-1234-5678 (본사)');
    type(screen.getByRole('textbox', { name: '받는 사람' }), '01012345678');
    type(body(), '안내');
    fireEvent.click(screen.getByRole('radio', { name: '예약 보내기' }));
    type(screen.getByLabelText('예약 시각'), '2020-01-01T10:00');
    fireEvent.click(screen.getByRole('button', { name: '예약하기' }));
    expect(await screen.findByText('예약은 지금부터 10분 뒤에서 60일 뒤까지 할 수 있어요.')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('sends to register a number when the team has no approved one', async () => {
    renderPage(undefined, []);
    expect(await screen.findByText(/승인된 발신번호가 없어요/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '발신번호 관리' })).toHaveAttribute(
      'href',
      '/console/team/1/service/callback',
    );
    await waitFor(() => expect(screen.getByRole('button', { name: '보내기' })).toBeDisabled());
  });
  it('says the MMS image limits before any file is picked', async () => {
    renderPage();
    await screen.findByRole('combobox', { name: /발신번호/ }, slow);
    expect(
      screen.getByText(
        'JPG 파일만 최대 3장까지, 한 장에 300KB 이하·가로세로 1000px 이하로 넣을 수 있어요. 이미지를 넣으면 MMS(건당 120원)로 보내요.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('image-count')).toHaveTextContent('0 / 3장');
  });

  it('uploads a picked JPG at once: thumbnail, MMS type and cost, the phone preview, and imageIds in the request', async () => {
    const { post, postMultipart } = renderPage();
    const append = jest.spyOn(FormData.prototype, 'append');
    await chooseSender('02-1234-5678 (본사)');
    type(screen.getByRole('textbox', { name: '받는 사람' }), '010-1234-5678\n010-9876-5432');
    type(body(), '겨울 쿠폰이 도착했어요.');
    expect(screen.getByTestId('send-estimate')).toHaveTextContent('2명 · SMS · 예상 비용 26원');

    pickImages(jpegFile('coupon.jpg'));
    expect(await screen.findByRole('img', { name: '이미지 1: coupon.jpg' }, slow)).toBeInTheDocument();
    expect(await screen.findByText('320×240 · 1KB', {}, slow)).toBeInTheDocument();
    expect(postMultipart).toHaveBeenCalledTimes(1);
    expect(postMultipart.mock.calls[0]![0]).toBe('/api/team/message-images');
    expect(append).toHaveBeenCalledWith('image', expect.objectContaining({ name: 'coupon.jpg' }));
    append.mockRestore();
    expect(screen.getByTestId('image-count')).toHaveTextContent('1 / 3장');
    expect(screen.getByTestId('byte-counter')).toHaveTextContent('· MMS');
    expect(screen.getByTestId('send-estimate')).toHaveTextContent('2명 · MMS · 예상 비용 240원');
    expect(screen.getByRole('img', { name: '미리보기 이미지 1' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: '보내기' }));
    expect(await screen.findByRole('dialog', { name: '발송 확인' })).toHaveAccessibleDescription(
      '2명에게 MMS(으)로 보내요. 예상 비용은 240원(부가세 별도)예요. 보낼까요?',
    );
    await answerDialog('보내기');
    await screen.findByText(/발송 요청 #41/, {}, slow);
    expect(post.mock.calls[0]?.[1]).toMatchObject({ body: '겨울 쿠폰이 도착했어요.', imageIds: [nextImageId] });
  });

  it('refuses a PNG named .jpg, a file over 300 KB and a picture over 1000 px in place, without uploading them', async () => {
    const { postMultipart } = renderPage();
    await screen.findByRole('combobox', { name: /발신번호/ }, slow);
    pickImages(
      new File([TEST_PNG_HEAD], 'photo.jpg', { type: 'image/jpeg' }),
      jpegFile('large.jpg', { minBytes: 300 * 1024 + 1 }),
      jpegFile('wide.jpg', { width: 1200, height: 600 }),
    );
    expect(await screen.findByText('photo.jpg: MMS 이미지는 JPG 파일만 보낼 수 있어요.', {}, slow)).toBeInTheDocument();
    expect(
      await screen.findByText('large.jpg: 이미지는 300KB까지 올릴 수 있어요. (지금 301KB)', {}, slow),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('wide.jpg: 이미지는 가로·세로 1000px까지 올릴 수 있어요. (지금 1200 x 600px)', {}, slow),
    ).toBeInTheDocument();
    expect(postMultipart).not.toHaveBeenCalled();
    expect(screen.getByTestId('image-count')).toHaveTextContent('0 / 3장');
    expect(screen.getByTestId('byte-counter')).toHaveTextContent('· SMS');
  });

  it('takes 3 images at most, and a removed one frees its place and the MMS type', async () => {
    renderPage();
    await screen.findByRole('combobox', { name: /발신번호/ }, slow);
    pickImages(
      jpegFile('a.jpg', { shade: 1 }),
      jpegFile('b.jpg', { shade: 2 }),
      jpegFile('c.jpg', { shade: 3 }),
      jpegFile('d.jpg', { shade: 4 }),
    );
    expect(await screen.findByText('d.jpg: 이미지는 3장까지 넣을 수 있어요.', {}, slow)).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText(/320×240/)).toHaveLength(3), slow);
    expect(screen.getByRole('button', { name: '3장을 모두 넣었어요' })).toBeDisabled();

    for (const name of ['a.jpg', 'b.jpg', 'c.jpg'])
      fireEvent.click(screen.getByRole('button', { name: new RegExp(`빼기 \\(${name.replace('.', '\\.')}\\)`) }));
    expect(screen.getByTestId('image-count')).toHaveTextContent('0 / 3장');
    expect(screen.getByRole('button', { name: '이미지 추가' })).toBeEnabled();
    type(body(), '안내');
    expect(screen.getByTestId('byte-counter')).toHaveTextContent('· SMS');
  });

  it('waits for uploads before sending, and shows a refused upload in place', async () => {
    let finish: (image: MessageImage) => void = () => undefined;
    let uploads = 0;
    const { post } = renderPage(undefined, approved, () => {
      uploads += 1;
      if (uploads === 2)
        throw new ApiError(400, 'Bad Request', 'MMS 이미지는 JPG 파일만 보낼 수 있어요.', 400, [
          { field: 'image', message: 'MMS 이미지는 JPG 파일만 보낼 수 있어요.' },
        ]);
      return new Promise<MessageImage>((resolve) => (finish = resolve));
    });
    await chooseSender('02-1234-5678 (본사)');
    type(screen.getByRole('textbox', { name: '받는 사람' }), '01012345678');
    type(body(), '안내');
    pickImages(jpegFile('slow.jpg'));
    expect(await screen.findByRole('progressbar', { name: 'slow.jpg 올리는 중' }, slow)).toBeInTheDocument();
    expect(screen.getByText('이미지를 올리고 있어요. 다 올라가면 보낼 수 있어요.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '보내기' })).toBeDisabled();
    finish({ imageId: 900, width: 320, height: 240, size: 600 });
    await waitFor(() => expect(screen.getByRole('button', { name: '보내기' })).toBeEnabled(), slow);

    pickImages(jpegFile('server-refuses.jpg', { shade: 9 }));
    expect(
      await screen.findByText('server-refuses.jpg: MMS 이미지는 JPG 파일만 보낼 수 있어요.', {}, slow),
    ).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /server-refuses/ })).not.toBeInTheDocument();
    expect(screen.getByTestId('image-count')).toHaveTextContent('1 / 3장');
    fireEvent.click(screen.getByRole('button', { name: '보내기' }));
    await answerDialog('보내기');
    await screen.findByText(/발송 요청 #41/, {}, slow);
    expect(post.mock.calls[0]?.[1]).toMatchObject({ imageIds: [900] });
  });
});
