import { useTranslation } from 'react-i18next';
import { isApiError } from '@console/platform/api-error';
import { useUi } from '@console/platform/hooks';
import { formatCount, formatDateTime } from '@console/ui/format';
import { useCancelSendRequest } from './cancel-send-request';

/** Asks first, then cancels; a reservation that started meanwhile is reported with the server's reason. */
export function useCancelReservation() {
  const { t } = useTranslation();
  const ui = useUi();
  const cancel = useCancelSendRequest();
  const run = async (request: {
    seq: number;
    reserveAt: string | null;
    counts: { total: number };
  }): Promise<boolean> => {
    const ok = await ui.confirm({
      title: t('reserve.cancelTitle'),
      message: t('reserve.cancelConfirm', {
        seq: request.seq,
        at: formatDateTime(request.reserveAt),
        count: formatCount(request.counts.total),
      }),
      confirmText: t('reserve.cancel'),
      destructive: true,
    });
    if (!ok) return false;
    try {
      await cancel.mutateAsync(request.seq);
      ui.toast(t('reserve.cancelled', { seq: request.seq }), 'success');
      return true;
    } catch (error) {
      ui.toast(isApiError(error) ? error.message : String(error), 'error');
      return false;
    }
  };
  return { run, isPending: cancel.isPending };
}
