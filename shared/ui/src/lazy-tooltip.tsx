import {
  cloneElement,
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type MouseEvent,
  type MutableRefObject,
  type ReactElement,
  type Ref,
  type RefObject,
} from 'react';

// Material UI's Tooltip brings Popper and popper.js (~10 KB gzipped): the header's bell and the copy
// buttons load them on their first hover or focus instead of with every page (issue 18).
const Tooltip = lazy(() => import('@mui/material/Tooltip'));

interface TriggerProps {
  ref?: Ref<HTMLElement>;
  onMouseEnter?(event: MouseEvent<HTMLElement>): void;
  onMouseLeave?(event: MouseEvent<HTMLElement>): void;
  onFocus?(event: FocusEvent<HTMLElement>): void;
  onBlur?(event: FocusEvent<HTMLElement>): void;
}

/**
 * Material UI's Tooltip around `children`, loaded when the pointer or the focus first reaches them.
 * The tooltip opens at that moment (the event that asked for it is not lost) and then follows
 * Material UI's own rules. The child should carry its own accessible name: the tooltip is a hint
 * for the eye only.
 */
export function LazyTooltip({ title, children }: { title: string; children: ReactElement<TriggerProps> }) {
  const [loading, setLoading] = useState(false);
  const [open, setOpen] = useState(false);
  /** The trigger that had the focus when the tooltip was asked for, and the one inside the tooltip. */
  const focusedTrigger = useRef<HTMLElement | null>(null);
  const child = useRef<HTMLElement>(null);
  const show = () => {
    setLoading(true);
    setOpen(true);
  };
  const hide = () => setOpen(false);
  // Before the library is here, the child reports hover and focus itself.
  const trigger = cloneElement(children, {
    onMouseEnter: show,
    onMouseLeave: hide,
    onFocus: (event: FocusEvent<HTMLElement>) => {
      focusedTrigger.current = event.currentTarget;
      show();
    },
    onBlur: hide,
  });
  if (!loading) return trigger;
  return (
    <Suspense fallback={trigger}>
      <Tooltip title={title} open={open} onOpen={() => setOpen(true)} onClose={hide}>
        {cloneElement(children, { ref: child })}
      </Tooltip>
      <KeepFocus from={focusedTrigger} to={child} />
    </Suspense>
  );
}

/**
 * Wrapping the child in the tooltip mounts it anew: a keyboard user who focused it would find the
 * focus on the page's body. Mounted with the tooltip, this moves the focus to the new child then.
 */
function KeepFocus({ from, to }: { from: MutableRefObject<HTMLElement | null>; to: RefObject<HTMLElement> }) {
  useEffect(() => {
    const before = from.current;
    from.current = null;
    const lost = !document.activeElement || document.activeElement === document.body;
    if (before && !before.isConnected && lost) to.current?.focus();
  }, [from, to]);
  return null;
}
