import { useState } from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithPlatform } from '@console/testing/fake-platform';
import { useSendConfirm } from './use-send-confirm';

const confirmation = {
  title: '발송 확인',
  lines: ['2명에게 SMS(으)로 보내요. 예상 비용은 26원(부가세 별도)예요. 보낼까요?'],
  confirmLabel: '보내기',
};

function AskingForm({ onAnswer }: { onAnswer(confirmed: boolean): void }) {
  const confirm = useSendConfirm();
  return (
    <>
      <button type="button" onClick={() => void confirm.ask(confirmation).then(onAnswer)}>
        전송
      </button>
      {confirm.dialog}
    </>
  );
}

/** Like a send form: its submit button is disabled while the question waits for an answer. */
function DisablingForm() {
  const confirm = useSendConfirm();
  const [asking, setAsking] = useState(false);
  const send = async () => {
    setAsking(true);
    await confirm.ask(confirmation);
    setAsking(false);
  };
  return (
    <>
      <button type="button" disabled={asking} onClick={() => void send()}>
        전송
      </button>
      {confirm.dialog}
    </>
  );
}

describe('useSendConfirm', () => {
  /** Lets the dialog's fade-out (and the focus ripple) run inside act. */
  const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 400)));

  it('resolves the question with the answer and closes the dialog', async () => {
    const onAnswer = jest.fn();
    renderWithPlatform(<AskingForm onAnswer={onAnswer} />);
    fireEvent.click(screen.getByRole('button', { name: '전송' }));
    // The dialog's code loads when it is first asked for (lazyDialog).
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '취소' }));
    await settle();
    expect(onAnswer).toHaveBeenLastCalledWith(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: '전송' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '보내기' }));
    await settle();
    expect(onAnswer).toHaveBeenLastCalledWith(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('gives the focus back to the button that asked when the user cancels, though it was disabled meanwhile', async () => {
    renderWithPlatform(<DisablingForm />);
    const button = screen.getByRole('button', { name: '전송' });
    button.focus();
    fireEvent.click(button);
    await settle();
    expect(button).toBeDisabled();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toBeEnabled();
    expect(button).toHaveFocus();
  });
});
