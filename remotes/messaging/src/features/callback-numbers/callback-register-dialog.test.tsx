import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { CallbackNumberDetail } from '@console/contracts/messaging';
import { ApiError, renderWithPlatform, type FakeHandler } from '@console/testing/fake-platform';
import { en } from '../../i18n/en';
import { ko } from '../../i18n/ko';
import { CallbackRegisterDialog } from './callback-register-dialog';

const detail: CallbackNumberDetail = {
  seq: 41,
  number: '01043218765',
  label: '고객센터',
  status: 'PENDING',
  rejectReason: null,
  createdAt: '2026-11-21T00:00:00.000Z',
  decidedAt: null,
  relation: 'SELF_BUSINESS',
  documents: [],
  history: [],
};

function renderDialog(handler: FakeHandler = () => detail) {
  const onRegistered = jest.fn();
  const view = renderWithPlatform(<CallbackRegisterDialog onClose={jest.fn()} onRegistered={onRegistered} />, {
    path: '/console/team/1/service/callback',
    defaultNS: 'messaging',
    resources: { ko: { messaging: ko }, en: { messaging: en } },
    handlers: { 'POST /api/team/callback-numbers': handler },
  });
  return { ...view, onRegistered };
}

const pdf = (name = 'proof.pdf', size = 100) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });
const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
const choose = (label: string, file: File) =>
  fireEvent.change(screen.getByLabelText(label, { selector: 'input[type=file]' }), { target: { files: [file] } });

describe('CallbackRegisterDialog', () => {
  it('explains every rule in place before sending anything', async () => {
    const { platform } = renderDialog();
    expect(screen.getByText(/영업일 기준 2일/)).toBeInTheDocument();
    expect(screen.getByText(/대표번호\(1588 …\), 050·070·080/)).toBeInTheDocument();
    expect(screen.getByText('PDF, JPG, PNG 파일을 10MB까지 올릴 수 있어요.')).toBeInTheDocument();
    type(/발신번호/, '010-123');
    fireEvent.click(screen.getByRole('button', { name: '심사 신청' }));
    expect(await screen.findByText('올바른 전화번호 형식이 아니에요.')).toBeInTheDocument();
    expect(screen.getByText('발신번호 이름을 입력해 주세요.')).toBeInTheDocument();
    expect(screen.getByText('통신서비스 이용증명원을(를) 올려 주세요.')).toBeInTheDocument();
    expect(screen.getByText('서류가 3개월 이내에 발급되었는지 확인해 주세요.')).toBeInTheDocument();
    expect(platform.api.calls).toHaveLength(0);
  });

  it('asks for the extra document of the relation and checks the file size and type', async () => {
    renderDialog();
    fireEvent.click(screen.getByRole('radio', { name: '직원 개인 명의' }));
    expect(screen.getByText(/직원임을 증명해요/)).toBeInTheDocument();
    choose('통신서비스 이용증명원', pdf('big.pdf', 10 * 1024 * 1024 + 1));
    choose('재직증명서', new File(['x'], 'proof.docx'));
    fireEvent.click(screen.getByRole('button', { name: '심사 신청' }));
    expect(await screen.findByText('서류는 10MB까지 올릴 수 있어요.')).toBeInTheDocument();
    expect(screen.getByText('PDF, JPG, PNG 파일만 올릴 수 있어요.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: '다른 사람·사업자 명의' }));
    expect(screen.getByText('이용 승낙서')).toBeInTheDocument();
    expect(screen.queryByText('재직증명서')).not.toBeInTheDocument();
  });

  it('sends the fields and the needed documents as multipart, then opens the new number', async () => {
    const { platform, onRegistered } = renderDialog();
    type(/발신번호/, '010-4321-8765');
    type(/이름/, '고객센터');
    choose('통신서비스 이용증명원', pdf());
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: '심사 신청' }));
    await waitFor(() => expect(onRegistered).toHaveBeenCalledWith(detail));
    const form = platform.api.calls[0]?.body as FormData;
    expect([form.get('number'), form.get('label'), form.get('relation'), form.get('declaration')]).toEqual([
      '01043218765',
      '고객센터',
      'SELF_BUSINESS',
      'true',
    ]);
    expect(form.has('subscription')).toBe(true);
    expect(form.get('employment')).toBeNull();
    expect(platform.toasts).toEqual([{ message: '발신번호 심사를 신청했어요.', severity: 'success' }]);
  });

  it("shows the server's answer in place: a duplicate as the form's message, a field error under its field", async () => {
    let answer: ApiError = new ApiError(409, 'Conflict', '이 팀에 이미 등록(신청)된 발신번호예요.', 4090);
    renderDialog(() => {
      throw answer;
    });
    type(/발신번호/, '0212345678');
    type(/이름/, '본사');
    choose('통신서비스 이용증명원', pdf());
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: '심사 신청' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('이 팀에 이미 등록(신청)된 발신번호예요.');
    answer = new ApiError(400, 'Bad Request', '입력한 내용을 다시 확인해 주세요.', 4000, [
      { field: 'subscription', message: 'PDF, JPG, PNG 파일만 올릴 수 있어요. 파일 형식을 확인해 주세요.' },
    ]);
    fireEvent.click(screen.getByRole('button', { name: '심사 신청' }));
    expect(
      await screen.findByText('PDF, JPG, PNG 파일만 올릴 수 있어요. 파일 형식을 확인해 주세요.'),
    ).toBeInTheDocument();
  });
});
