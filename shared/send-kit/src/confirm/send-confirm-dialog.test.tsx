import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithPlatform } from '@console/testing/fake-platform';
import { SendConfirmDialog } from './send-confirm-dialog';

const confirmation = {
  title: '알림톡을 보낼까요?',
  lines: ['3명에게 알림톡을 보내요. 예상 요금은 27원(건당 9원, 부가세 별도)이에요.'],
  notes: ['알림톡을 받지 못한 사람에게는 1588-1234에서 문자로 대신 보내요.'],
  confirmLabel: '알림톡 보내기',
};

describe('SendConfirmDialog', () => {
  it('names itself by its title, says its lines and notes, and has the confirm button focused', async () => {
    renderWithPlatform(<SendConfirmDialog {...confirmation} open onConfirm={jest.fn()} onCancel={jest.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: '알림톡을 보낼까요?' });
    expect(dialog).toHaveAccessibleDescription(/^3명에게 알림톡을 보내요\..*1588-1234에서 문자로 대신 보내요\.$/);
    expect(within(dialog).getByText(confirmation.notes[0]!)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '알림톡 보내기' })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: '취소' })).toBeEnabled();
  });

  it('cancels with the cancel button and with Escape, and confirms with the confirm button', async () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    renderWithPlatform(
      <SendConfirmDialog {...confirmation} cancelLabel="닫기" open onConfirm={onConfirm} onCancel={onCancel} />,
    );
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '닫기' }));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(2);
    fireEvent.click(within(dialog).getByRole('button', { name: '알림톡 보내기' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('answers nothing more while the send is being accepted', async () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    renderWithPlatform(<SendConfirmDialog {...confirmation} open busy onConfirm={onConfirm} onCancel={onCancel} />);
    const dialog = await screen.findByRole('dialog');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(within(dialog).getByRole('button', { name: '취소' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: /알림톡 보내기/ })).toBeDisabled();
    expect(onCancel).not.toHaveBeenCalled();
  });
});
