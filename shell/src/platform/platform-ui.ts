import type { PlatformUi } from '@console/platform/contract';
import { TOAST_DURATION_MS, TOAST_GROUP, type ToastSeverity } from '@console/contracts/timings';
import { useDialogs } from '../state/dialog-store';
import { withToasts } from './toaster';

const NOTISTACK_VARIANT: Record<ToastSeverity, 'success' | 'info' | 'warning' | 'error'> = {
  success: 'success',
  info: 'info',
  warn: 'warning',
  error: 'error',
};

/** The dialogs and overlays of SPEC 2, as the promise-based API remotes receive. */
export const platformUi: PlatformUi = {
  alert: (options) => new Promise<void>((resolve) => useDialogs.getState().push({ kind: 'alert', options, resolve })),
  confirm: (options) =>
    new Promise<boolean>((resolve) => useDialogs.getState().push({ kind: 'confirm', options, resolve })),
  loading: (text) => useDialogs.getState().showLoading(text),
  toast: (message, severity = 'info') => {
    withToasts(({ enqueueSnackbar }) =>
      enqueueSnackbar(message, {
        variant: NOTISTACK_VARIANT[severity],
        autoHideDuration: TOAST_DURATION_MS,
        // notistack has no groups; the group travels as a class so every toast belongs to "common".
        className: `toast-group-${TOAST_GROUP} toast-${severity}`,
      }),
    );
  },
};
