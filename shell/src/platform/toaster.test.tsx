import { act, render, screen } from '@testing-library/react';
import { Toaster, withToasts } from './toaster';

describe('Toaster', () => {
  it('mounts nothing until the first toast, then shows every toast asked for meanwhile, in order', async () => {
    const view = render(<Toaster />);
    expect(view.container).toBeEmptyDOMElement();
    expect(document.querySelector('.notistack-SnackbarContainer')).toBeNull();

    act(() => {
      withToasts(({ enqueueSnackbar }) => enqueueSnackbar('첫 번째 안내예요.', { variant: 'info' }));
      withToasts(({ enqueueSnackbar }) => enqueueSnackbar('두 번째 안내예요.', { variant: 'success' }));
    });
    const first = await screen.findByText('첫 번째 안내예요.');
    const second = await screen.findByText('두 번째 안내예요.');
    expect(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    // Once loaded, a later toast shows through the same provider.
    act(() => withToasts(({ enqueueSnackbar }) => enqueueSnackbar('세 번째 안내예요.')));
    expect(await screen.findByText('세 번째 안내예요.')).toBeVisible();
    view.unmount();
  });

  it('waits for a provider to be mounted again after the last one went away', async () => {
    let shown = false;
    act(() => withToasts(() => (shown = true)));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(shown).toBe(false);
    render(<Toaster />);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(shown).toBe(true);
  });
});
