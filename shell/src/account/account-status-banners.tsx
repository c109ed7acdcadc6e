import { Alert, Box, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { isWithdrawalRequested } from '@console/contracts/session';
import { isApiError } from '@console/platform/api-error';
import { useSession, useUi } from '@console/platform/hooks';
import { formatDate, formatDateTime } from '@console/ui/format';
import { useCancelWithdrawal } from './cancel-withdrawal';
import { useBizFile } from './get-biz-file';
import { useWithdrawal } from './get-withdrawal';
import { useRefreshSession } from './refresh-session';

/**
 * The account's open matters for the dashboard, each with what to do next: business verification
 * (not started, under review, rejected with the reason), a value-added provider's contract, and a
 * withdrawal request under review (the master can take it back). Nothing when all is settled.
 */
export function AccountStatusBanners() {
  const { t } = useTranslation('shell');
  const ui = useUi();
  const user = useSession((s) => s.user);
  const withdrawing = user ? isWithdrawalRequested(user.role) : false;
  const bizFile = useBizFile(Boolean(user) && !user?.verified && !withdrawing);
  const withdrawal = useWithdrawal(withdrawing && user?.role === 'ROLE_MASTER_DWT');
  const cancel = useCancelWithdrawal();
  const refreshSession = useRefreshSession();
  if (!user) return null;

  const cancelWithdrawal = async () => {
    const confirmed = await ui.confirm({
      title: t('accountBanners.cancelTitle'),
      message: t('accountBanners.cancelMessage'),
    });
    if (!confirmed) return;
    try {
      await cancel.mutateAsync();
      await refreshSession();
      ui.toast(t('accountBanners.cancelled'), 'success');
    } catch (error) {
      ui.toast(isApiError(error) ? error.message : String(error), 'error');
    }
  };

  const status = bizFile.data?.status ?? 'NONE';
  const toBiz = (label: string) => (
    <Button color="inherit" size="small" component={RouterLink} to="/account/info/biz">
      {label}
    </Button>
  );

  return (
    <Box data-testid="account-status-banners" sx={{ display: 'grid', gap: 1.5, mb: 3, '&:empty': { display: 'none' } }}>
      {withdrawing ? (
        <Alert
          severity="warning"
          data-testid="withdrawal-banner"
          action={
            user.role === 'ROLE_MASTER_DWT' ? (
              <Button color="inherit" size="small" onClick={() => void cancelWithdrawal()} disabled={cancel.isPending}>
                {t('accountBanners.cancel')}
              </Button>
            ) : undefined
          }
        >
          {t('accountBanners.withdrawal', { date: formatDate(withdrawal.data?.requestedAt) })}
        </Alert>
      ) : null}
      {!withdrawing && !user.verified && status === 'PENDING' ? (
        <Alert severity="info" data-testid="verification-banner" data-state="PENDING">
          {t('accountBanners.pending', { date: formatDateTime(bizFile.data?.uploadedAt) })}
        </Alert>
      ) : null}
      {!withdrawing && !user.verified && status === 'REJECTED' ? (
        <Alert
          severity="error"
          data-testid="verification-banner"
          data-state="REJECTED"
          action={toBiz(t('accountBanners.uploadAgain'))}
        >
          {t('accountBanners.rejected', { reason: bizFile.data?.rejectReason ?? '' })}
        </Alert>
      ) : null}
      {!withdrawing && !user.verified && status === 'NONE' && bizFile.isSuccess ? (
        <Alert
          severity="warning"
          data-testid="verification-banner"
          data-state="NONE"
          action={toBiz(t('accountBanners.upload'))}
        >
          {t('accountBanners.unverified')}
        </Alert>
      ) : null}
      {user.provider?.approve === 'N' ? (
        <Alert severity="info" data-testid="provider-banner">
          {t('accountBanners.provider')}
        </Alert>
      ) : null}
    </Box>
  );
}
