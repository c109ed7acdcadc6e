import { useCallback, useRef, useState, type ReactElement } from 'react';
import { lazyDialog } from '@console/platform/lazy-dialog';
import type { SendConfirmation } from './send-confirm-dialog';

/** Loads when a send is first confirmed: the form draws without it. */
const SendConfirmDialog = lazyDialog(() => import('./send-confirm-dialog'), 'SendConfirmDialog');

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
 * A cancel gives the focus back to what had it when asked (the form's submit button, which the form
 * disables while it waits for the answer, so the dialog's own restore cannot focus it).
 */
export function useSendConfirm({ busy = false }: { busy?: boolean } = {}): SendConfirm {
  const [question, setQuestion] = useState<Question | null>(null);
  const [open, setOpen] = useState(false);
  const opener = useRef<{ element: HTMLElement | null; cancelled: boolean }>({ element: null, cancelled: false });
  const ask = useCallback(
    (confirmation: SendConfirmation) =>
      new Promise<boolean>((resolve) => {
        const focused = document.activeElement;
        opener.current = { element: focused instanceof HTMLElement ? focused : null, cancelled: false };
        setQuestion({ confirmation, answer: resolve });
        setOpen(true);
      }),
    [],
  );
  const answer = (confirmed: boolean) => {
    setOpen(false);
    opener.current.cancelled = !confirmed;
    question?.answer(confirmed);
  };
  const restoreFocus = () => {
    const { element, cancelled } = opener.current;
    if (cancelled && element?.isConnected) element.focus();
  };
  // The last question stays rendered while the dialog fades out, so its text does not vanish first.
  const dialog = question ? (
    <SendConfirmDialog
      {...question.confirmation}
      open={open}
      busy={busy}
      onConfirm={() => answer(true)}
      onCancel={() => answer(false)}
      onExited={restoreFocus}
    />
  ) : null;
  return { ask, dialog };
}
