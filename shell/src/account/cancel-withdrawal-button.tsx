import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@console/platform/api-error';
import { useUi } from '@console/platform/hooks';
import { useCancelWithdrawal } from './cancel-withdrawal';
import { useRefreshSession } from './refresh-session';

/**
 * A master under withdrawal review takes the request back (the dashboard's account block): confirmed,
 * then the session is read again so every screen sees ROLE_MASTER at once.
 */
export function CancelWithdrawalButton() {
  const { t } = useTranslation('shell');
  const ui = useUi();
  const cancel = useCancelWithdrawal();
  const refreshSession = useRefreshSession();

  const cancelWithdrawal = async () => {
    const confirmed = await ui.confirm({
      title: t('withdrawalCancel.cancelTitle'),
      message: t('withdrawalCancel.cancelMessage'),
    });
    if (!confirmed) return;
    try {
      await cancel.mutateAsync();
      await refreshSession();
      ui.toast(t('withdrawalCancel.cancelled'), 'success');
    } catch (error) {
      ui.toast(isApiError(error) ? error.message : String(error), 'error');
    }
  };

  return (
    <Button
      color="inherit"
      variant="outlined"
      size="small"
      onClick={() => void cancelWithdrawal()}
      disabled={cancel.isPending}
    >
      {t('withdrawalCancel.cancel')}
    </Button>
  );
}
