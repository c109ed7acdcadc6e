import { act, render, screen } from '@testing-library/react';
import { LOADING_BAR } from '@console/contracts/timings';
import { useLoadingBar } from '../state/loading-bar-store';
import { LoadingBar } from './loading-bar';

describe('LoadingBar', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    useLoadingBar.setState({ pending: 0 });
  });
  afterEach(() => jest.useRealTimers());

  it('waits out the 200 ms throttle, runs, then hides after 500 ms and resets 400 ms later', () => {
    render(<LoadingBar />);
    const bar = screen.getByTestId('loading-bar');
    expect(bar).toHaveStyle({ height: `${LOADING_BAR.heightPx}px` });
    let done = () => undefined as void;
    act(() => {
      done = useLoadingBar.getState().track();
    });
    act(() => jest.advanceTimersByTime(LOADING_BAR.throttleMs - 1));
    expect(bar).toHaveAttribute('data-phase', 'idle');
    act(() => jest.advanceTimersByTime(1));
    expect(bar).toHaveAttribute('data-phase', 'running');
    expect(bar).toHaveAttribute('aria-hidden', 'false');
    act(() => done());
    expect(bar).toHaveAttribute('data-phase', 'finishing');
    act(() => jest.advanceTimersByTime(LOADING_BAR.hideDelayMs));
    expect(bar).toHaveAttribute('aria-hidden', 'true');
    act(() => jest.advanceTimersByTime(LOADING_BAR.resetDelayMs));
    expect(bar).toHaveAttribute('data-phase', 'idle');
  });

  it('never shows for work shorter than the throttle', () => {
    render(<LoadingBar />);
    act(() => {
      const done = useLoadingBar.getState().track();
      jest.advanceTimersByTime(100);
      done();
    });
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByTestId('loading-bar')).toHaveAttribute('data-phase', 'idle');
  });
});
