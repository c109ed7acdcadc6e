import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AddressGroup } from '@console/contracts/address-books';
import type { EmailSendAccepted } from '@console/contracts/email-send';
import { ApiError, createFakePlatform, renderWithPlatform, type FakeHandler } from '@console/testing/fake-platform';
import { en } from '../../i18n/en';
import { ko } from '../../i18n/ko';
import { SendEmailPage } from './send-email-page';

const groups: AddressGroup[] = [
  { seq: 7, name: '이메일 수신 고객', description: '', contactCount: 4, createdAt: '2026-11-01T00:00:00.000Z' },
  { seq: 8, name: 'VIP 고객', description: '', contactCount: 2, createdAt: '2026-11-01T00:00:00.000Z' },
];
const accepted: EmailSendAccepted = {
  seq: 91,
  status: 'SENDING',
  acceptedCount: 5,
  duplicateCount: 0,
  duplicateNumbers: [],
  typeCounts: { SMS: 0, LMS: 0, MMS: 0 },
  estimatedCostKrw: 5,
  reserveAt: null,
  groupAddressCount: 4,
  contactsWithoutEmail: 1,
};

function renderPage(send?: FakeHandler) {
  const platform = createFakePlatform({
    resources: { ko: { messaging: ko }, en: { messaging: en } },
    handlers: {
      'GET /api/team/address-books/groups': () => groups,
      'POST /api/team/email/send-requests': send ?? (() => accepted),
    },
  });
  const post = jest.spyOn(platform.api, 'post');
  renderWithPlatform(<SendEmailPage />, {
    platform,
    path: '/console/team/1/send/email',
    routePath: '/console/team/:teamSeq/send/email',
    teamSeq: 1,
    defaultNS: 'messaging',
  });
  return { platform, post };
}
const type = (label: RegExp | string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const fillMail = () => {
  type(/보내는 사람 이름/, '한빛커머스');
  type(/보내는 주소/, 'news@hanbit-commerce.example');
  type(/^제목/, '가을 정기 세일');
  type(/^내용/, '가을 정기 세일을 시작해요.');
};
const confirm = async () =>
  fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '보내기' }));

describe('SendEmailPage', () => {
  it('checks the form in place in Korean before sending anything', async () => {
    const { post } = renderPage();
    await screen.findByLabelText('이메일 수신 고객 (4명)');
    type(/보내는 주소/, 'news at example');
    type(/받는 사람 주소/, 'kim@customer.example, not-an-address');
    fireEvent.click(screen.getByRole('button', { name: '보내기' }));
    expect(await screen.findByText('올바른 이메일 주소를 입력해 주세요. (예: news@example.co.kr)')).toBeInTheDocument();
    expect(screen.getByText('올바르지 않은 이메일 주소가 있어요: not-an-address')).toBeInTheDocument();
    expect(screen.getByText('제목을 입력해 주세요.')).toBeInTheDocument();
    expect(screen.getByText('내용을 입력해 주세요.')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('asks for a recipient or a group', async () => {
    const { post } = renderPage();
    await screen.findByLabelText('이메일 수신 고객 (4명)');
    fillMail();
    fireEvent.click(screen.getByRole('button', { name: '보내기' }));
    expect(await screen.findByText('받는 사람 주소를 넣거나 주소록 그룹을 하나 이상 골라 주세요.')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('sends an advertising mail to a group and typed addresses with the estimate, then links to the results', async () => {
    const { post } = renderPage();
    fireEvent.click(await screen.findByLabelText('이메일 수신 고객 (4명)'));
    type(/받는 사람 주소/, 'extra@customer.example\nEXTRA@customer.example');
    expect(screen.getByTestId('email-estimate')).toHaveTextContent(
      '받는 사람 최대 5명 · 예상 비용 5원 (부가세 별도, 전달된 메일만 과금돼요)',
    );
    fillMail();
    fireEvent.click(screen.getByLabelText('광고 메일이에요'));
    expect(screen.getByLabelText(/^제목/)).toHaveValue('(광고) 가을 정기 세일');
    expect(screen.getByText(/수신거부 링크가 자동으로 붙고/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '보내기' }));
    expect(
      await screen.findByText('광고 메일에는 보내는 사람의 연락처(전화번호나 이메일 주소)를 넣어 주세요.'),
    ).toBeInTheDocument();
    type(/보내는 사람 연락처/, '02-1234-5678');
    fireEvent.click(screen.getByRole('button', { name: '보내기' }));
    await confirm();

    expect(await screen.findByRole('status')).toHaveTextContent('#91');
    expect(screen.getByText('그룹에서 이메일 주소가 없는 연락처 1명은 건너뛰었어요.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /결과/ })).toHaveAttribute('href', '/console/team/1/send/history/91');
    expect(post).toHaveBeenCalledTimes(1);
    expect(post.mock.calls[0]?.[0]).toBe('/api/team/email/send-requests');
    expect(post.mock.calls[0]?.[1]).toEqual({
      senderName: '한빛커머스',
      senderAddress: 'news@hanbit-commerce.example',
      senderContact: '02-1234-5678',
      subject: '(광고) 가을 정기 세일',
      bodyFormat: 'TEXT',
      body: '가을 정기 세일을 시작해요.',
      recipients: ['extra@customer.example', 'EXTRA@customer.example'],
      groupSeqs: [7],
      advertising: true,
    });
  });

  it("shows the server's refusal of a group in place", async () => {
    renderPage(() => {
      throw new ApiError(400, 'Bad Request', '입력한 내용을 다시 확인해 주세요.', 4000, [
        {
          field: 'groupSeqs',
          message:
            '고른 주소록 그룹에 이메일 주소가 있는 연락처가 없어요. 연락처에 이메일을 넣거나 주소를 직접 입력해 주세요.',
        },
      ]);
    });
    fireEvent.click(await screen.findByLabelText('VIP 고객 (2명)'));
    fillMail();
    fireEvent.click(screen.getByRole('button', { name: '보내기' }));
    await confirm();
    await waitFor(() =>
      expect(screen.getByText(/고른 주소록 그룹에 이메일 주소가 있는 연락처가 없어요/)).toBeInTheDocument(),
    );
  });
});
