import { useCallback, useState, type ReactElement } from 'react';
import { SendConfirmDialog, type SendConfirmation } from './send-confirm-dialog';

export interface SendConfirm {
  /** Opens the confirmation; resolves true when the user confirms, false when they cancel. */
  ask(confirmation: SendConfirmation): Promise<boolean>;
  /** The dialog, to render once in the form. */
  dialog: ReactElement | null;
}

interface Question {
  confirmation: SendConfirmation;
  answer(confirmed: boolean): void;
}

/**
 * The send confirmation as a question a submit handler awaits, like the platform's `ui.confirm`.
 * The dialog closes on the answer: the form shows the progress of the send itself.
 * `busy` (a send being accepted) keeps a closing dialog from answering twice.
 */
export function useSendConfirm({ busy = false }: { busy?: boolean } = {}): SendConfirm {
  const [question, setQuestion] = useState<Question | null>(null);
  const [open, setOpen] = useState(false);
  const ask = useCallback(
    (confirmation: SendConfirmation) =>
      new Promise<boolean>((resolve) => {
        setQuestion({ confirmation, answer: resolve });
        setOpen(true);
      }),
    [],
  );
  const answer = (confirmed: boolean) => {
    setOpen(false);
    question?.answer(confirmed);
  };
  // The last question stays rendered while the dialog fades out, so its text does not vanish first.
  const dialog = question ? (
    <SendConfirmDialog
      {...question.confirmation}
      open={open}
      busy={busy}
      onConfirm={() => answer(true)}
      onCancel={() => answer(false)}
    />
  ) : null;
  return { ask, dialog };
}
