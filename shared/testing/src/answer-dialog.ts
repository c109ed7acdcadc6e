import { fireEvent, screen, waitFor, within } from '@testing-library/react';

/**
 * Answers the open dialog (a send confirmation, a question before a delete) with the button of that
 * name, once it is shown, and waits until it has closed: until then the page behind it is hidden from
 * queries by role, as from a screen reader. Assert what it says before, with `findByRole('dialog')`.
 */
export async function answerDialog(button: string | RegExp): Promise<void> {
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: button }));
  await waitFor(() => expect(dialog).not.toBeInTheDocument());
}
