import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError, renderWithPlatform, type FakeHandler } from '@console/testing/fake-platform';
import { en } from '../../i18n/en';
import { ko } from '../../i18n/ko';
import { contact, group } from './address-book-test-data';
import { ContactDialog } from './contact-dialog';

function renderDialog(handlers: Record<string, FakeHandler> = {}, editing = false) {
  const onClose = jest.fn();
  const view = renderWithPlatform(
    <ContactDialog
      teamSeq={7}
      groups={[group(), group({ seq: 12, name: '거래처' })]}
      contact={editing ? contact() : null}
      groupSeq={12}
      onClose={onClose}
    />,
    { defaultNS: 'messaging', resources: { ko: { messaging: ko }, en: { messaging: en } }, handlers },
  );
  return { ...view, onClose };
}

describe('ContactDialog', () => {
  it('checks the number, the e-mail address and custom field names in place in Korean before sending anything', async () => {
    const { platform } = renderDialog();
    fireEvent.change(screen.getByLabelText(/휴대폰 번호/), { target: { value: '02-123-4567' } });
    fireEvent.change(screen.getByLabelText('이메일'), { target: { value: 'bada@' } });
    fireEvent.click(screen.getByRole('button', { name: '항목 추가' }));
    fireEvent.change(screen.getByLabelText('항목 이름'), { target: { value: '이름' } });
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    expect(
      await screen.findByText('휴대폰 번호(010으로 시작하는 번호)만 받는 사람으로 넣을 수 있어요.'),
    ).toBeInTheDocument();
    expect(screen.getByText('이름과 전화번호는 기본 항목이라 따로 만들 수 없어요.')).toBeInTheDocument();
    expect(screen.getByText('올바른 이메일 주소를 입력해 주세요. (예: news@example.co.kr)')).toBeInTheDocument();
    expect(platform.api.calls).toHaveLength(0);
  });

  it('adds a contact in the listed group with its custom fields', async () => {
    const save = jest.fn(() => contact());
    const { onClose, platform } = renderDialog({ 'POST /api/team/address-books/contacts': save });
    fireEvent.change(screen.getByLabelText('이름'), { target: { value: '이바다' } });
    fireEvent.change(screen.getByLabelText(/휴대폰 번호/), { target: { value: '010-2222-3333' } });
    fireEvent.change(screen.getByLabelText('이메일'), { target: { value: 'bada.lee@customer.example' } });
    fireEvent.click(screen.getByRole('button', { name: '항목 추가' }));
    fireEvent.change(screen.getByLabelText('항목 이름'), { target: { value: '쿠폰' } });
    fireEvent.change(screen.getByLabelText('값'), { target: { value: 'A1' } });
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(platform.api.calls[0]?.body).toEqual({
      groupSeq: 12,
      name: '이바다',
      phone: '010-2222-3333',
      email: 'bada.lee@customer.example',
      fields: [{ key: '쿠폰', value: 'A1' }],
      memo: '',
    });
    expect(platform.toasts).toEqual([{ message: '연락처를 저장했어요.', severity: 'success' }]);
  });

  it("edits a contact and shows the server's duplicate refusal in place", async () => {
    renderDialog(
      {
        'PUT /api/team/address-books/contacts/101': () => {
          throw new ApiError(409, 'Conflict', '이 그룹에 같은 전화번호가 이미 있어요.');
        },
      },
      true,
    );
    expect(screen.getByLabelText(/휴대폰 번호/)).toHaveValue('01012345678');
    expect(screen.getByLabelText('이메일')).toHaveValue('haneul.kim@customer.example');
    expect(screen.getByLabelText('값')).toHaveValue('골드');
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('이 그룹에 같은 전화번호가 이미 있어요.');
  });
});
