import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { LazyTooltip } from './lazy-tooltip';

const bell = () => screen.getByRole('button', { name: '안 읽은 알림 3' });

function renderBell() {
  return render(
    <LazyTooltip title="안 읽은 알림 3">
      <button type="button" aria-label="안 읽은 알림 3">
        알림
      </button>
    </LazyTooltip>,
  );
}

describe('LazyTooltip', () => {
  // Runs first: the tooltip's code is not loaded yet in this file.
  it('does not open when the pointer left before the library arrived', async () => {
    renderBell();
    fireEvent.mouseEnter(bell());
    fireEvent.mouseLeave(bell());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows nothing until hovered, opens on that first hover, and closes when the pointer leaves', async () => {
    renderBell();
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.mouseEnter(bell());
    expect(await screen.findByRole('tooltip')).toHaveTextContent('안 읽은 알림 3');
    fireEvent.mouseLeave(bell());
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('keeps the keyboard focus on the child when the tooltip wraps it', async () => {
    renderBell();
    act(() => bell().focus());
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeNull());
    expect(bell()).toHaveFocus();
  });
});
