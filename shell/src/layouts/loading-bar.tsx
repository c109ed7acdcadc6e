import { useEffect, useRef, useState } from 'react';
import { Box } from '@mui/material';
import { LOADING_BAR } from '@console/contracts/timings';
import { useLoadingBar } from '../state/loading-bar-store';

type Phase = 'idle' | 'running' | 'finishing';

/**
 * The page-loading progress bar (SPEC 9): starts after a 200 ms throttle, creeps toward the end
 * over 2000 ms, completes, hides after 500 ms and resets 400 ms later; 3 px high.
 */
export function LoadingBar() {
  const pending = useLoadingBar((s) => s.pending);
  const [phase, setPhase] = useState<Phase>('idle');
  const [visible, setVisible] = useState(false);
  const timers = useRef<number[]>([]);

  useEffect(() => {
    const clear = () => {
      timers.current.forEach((id) => window.clearTimeout(id));
      timers.current = [];
    };
    clear();
    if (pending > 0) {
      timers.current.push(
        window.setTimeout(() => {
          setPhase('running');
          setVisible(true);
        }, LOADING_BAR.throttleMs),
      );
    } else if (phase === 'running') {
      setPhase('finishing');
      timers.current.push(window.setTimeout(() => setVisible(false), LOADING_BAR.hideDelayMs));
      timers.current.push(
        window.setTimeout(() => setPhase('idle'), LOADING_BAR.hideDelayMs + LOADING_BAR.resetDelayMs),
      );
    }
    return clear;
    // phase is read, not tracked: only the pending count drives the bar
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pending]);

  const width = phase === 'idle' ? '0%' : phase === 'running' ? '90%' : '100%';
  const transition =
    phase === 'running'
      ? `width ${LOADING_BAR.durationMs}ms ease-out`
      : phase === 'finishing'
        ? 'width 200ms ease-in'
        : 'none';
  return (
    <Box
      role="progressbar"
      aria-hidden={!visible}
      aria-label="page loading"
      data-testid="loading-bar"
      data-phase={phase}
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        height: LOADING_BAR.heightPx,
        width,
        transition,
        bgcolor: 'primary.main',
        opacity: visible ? 1 : 0,
        zIndex: 2000,
        pointerEvents: 'none',
      }}
    />
  );
}
