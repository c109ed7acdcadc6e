import { useState } from 'react';
import { isApiError } from '@console/platform/api-error';
import { useUi } from '@console/platform/hooks';

/** The texts of one deletion, already translated. */
export interface ConfirmedDeleteTexts {
  /** The confirmation dialog: its title, question and (destructive) button. */
  title: string;
  message: string;
  confirmText: string;
  /** The toast once it is gone. */
  deleted: string;
  /** The failure shown when the server's answer carries no message of its own. */
  failed: string;
}

export interface ConfirmedDeleteOptions<T> {
  texts(item: T): ConfirmedDeleteTexts;
  /** The delete call (a mutation's mutateAsync). */
  remove(item: T): Promise<unknown>;
  /** After the toast: e.g. back to the list from a detail page. */
  onDeleted?(item: T): void;
}

/**
 * Deleting after the platform's confirmation dialog, a success toast after it, and the failure kept
 * for the screen to show beside the action (FailureAlert) until the next try or a dismissal.
 */
export function useConfirmedDelete<T = void>({ texts, remove, onDeleted }: ConfirmedDeleteOptions<T>) {
  const ui = useUi();
  const [failure, setFailure] = useState<string | null>(null);

  const confirmDelete = async (item: T) => {
    setFailure(null);
    const text = texts(item);
    const confirmed = await ui.confirm({
      title: text.title,
      message: text.message,
      confirmText: text.confirmText,
      destructive: true,
    });
    if (!confirmed) return;
    try {
      await remove(item);
      ui.toast(text.deleted, 'success');
      onDeleted?.(item);
    } catch (error) {
      setFailure(isApiError(error) ? error.message : text.failed);
    }
  };

  return { confirmDelete, failure, dismissFailure: () => setFailure(null) };
}
