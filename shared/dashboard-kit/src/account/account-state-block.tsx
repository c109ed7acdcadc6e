import type { ReactNode } from 'react';
import { Alert, Box, Button, Stack } from '@mui/material';
import { Link } from 'react-router';
import { isWithdrawalRequested } from '@console/contracts/roles';
import { useSession } from '@console/platform/hooks';
import { formatDate, formatDateTime } from '@console/ui/format';
import { BlockFrame } from '../block-frame';
import { useDashboardTranslation } from '../dashboard-texts';
import { useBizFile } from './get-biz-file';
import { useWithdrawal } from './get-withdrawal';

const BIZ_PAGE = '/account/info/biz';

/** The message, and what to do under it (an Alert's own action column is too narrow beside a sentence here). */
function State({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <>
      {children}
      {action ? <Box sx={{ mt: 1 }}>{action}</Box> : null}
    </>
  );
}
const SETTLED = { isPending: false, isError: false, refetch: () => undefined };

export interface AccountStateBlockProps {
  /** What a master under withdrawal review can do (the shell's "cancel the request"). */
  withdrawalAction?: ReactNode;
}

/**
 * The business's verification, a value-added provider's contract and a withdrawal under review, each
 * with what to do next. The session carries the first two; the file's review and the request's date
 * are asked only when they matter.
 */
export function AccountStateBlock({ withdrawalAction }: AccountStateBlockProps) {
  const { t } = useDashboardTranslation();
  const user = useSession((s) => s.user);
  const withdrawing = user ? isWithdrawalRequested(user.role) : false;
  const needsFile = Boolean(user) && !user?.verified && !withdrawing;
  const bizFile = useBizFile(needsFile);
  const withdrawal = useWithdrawal(user?.role === 'ROLE_MASTER_DWT');
  if (!user) return null;
  // The one query this state waits for, if any (a disabled query stays pending: it must not count).
  const query = user.role === 'ROLE_MASTER_DWT' ? withdrawal : needsFile ? bizFile : SETTLED;
  const master = user.role === 'ROLE_MASTER';
  const toBiz = (label: string) =>
    master ? (
      <Button color="inherit" variant="outlined" size="small" component={Link} to={BIZ_PAGE}>
        {label}
      </Button>
    ) : undefined;
  const file = bizFile.data;

  return (
    <BlockFrame
      title={t('account.title')}
      testId="dashboard-account"
      query={query}
      skeletonHeight={64}
      failedText={t('account.loadFailed')}
    >
      <Stack spacing={1}>
        {withdrawing ? (
          <Alert severity="warning" data-testid="withdrawal-state">
            <State action={withdrawalAction}>
              {t('account.withdrawal', { date: formatDate(withdrawal.data?.requestedAt) })}
            </State>
          </Alert>
        ) : null}
        {!withdrawing && user.verified ? (
          <Alert severity="success" data-testid="verification-state" data-state="VERIFIED">
            {t('account.verified', { date: formatDate(user.verificationDate) })}
          </Alert>
        ) : null}
        {!withdrawing && !user.verified && file?.status === 'PENDING' ? (
          <Alert severity="info" data-testid="verification-state" data-state="PENDING">
            {t('account.pending', { date: formatDateTime(file.uploadedAt) })}
          </Alert>
        ) : null}
        {!withdrawing && !user.verified && file?.status === 'REJECTED' ? (
          <Alert severity="error" data-testid="verification-state" data-state="REJECTED">
            <State action={toBiz(t('account.uploadAgain'))}>
              {t('account.rejected', { reason: file.rejectReason ?? '' })}
            </State>
          </Alert>
        ) : null}
        {!withdrawing && !user.verified && (file?.status === 'NONE' || file?.status === 'APPROVED') ? (
          <Alert severity="warning" data-testid="verification-state" data-state="NONE">
            <State action={toBiz(t('account.upload'))}>
              {master ? t('account.unverified') : t('account.unverifiedMember')}
            </State>
          </Alert>
        ) : null}
        {user.provider ? (
          <Alert
            severity={user.provider.approve === 'Y' ? 'success' : 'info'}
            data-testid="provider-state"
            data-state={user.provider.approve}
          >
            {user.provider.approve === 'Y' ? t('account.providerApproved') : t('account.providerPending')}
          </Alert>
        ) : null}
      </Stack>
    </BlockFrame>
  );
}
