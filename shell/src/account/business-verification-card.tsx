import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { BusinessInfo } from '@console/contracts/business';
import { formatDate, formatDateTime } from '@console/ui/format';
import { StatusChip, type StatusTone } from '@console/ui/status-chip';
import { BizFileModal } from '../verification/biz-file-modal';
import { bizFileQueryKey, businessQueryKey } from './get-business';

type VerificationState = 'VERIFIED' | 'PENDING' | 'REJECTED' | 'NONE';
const TONE: Record<VerificationState, StatusTone> = {
  VERIFIED: 'success',
  PENDING: 'info',
  REJECTED: 'error',
  NONE: 'warning',
};

export const verificationStateOf = (business: BusinessInfo): VerificationState =>
  business.verified ? 'VERIFIED' : business.bizFile.status === 'APPROVED' ? 'VERIFIED' : business.bizFile.status;

/**
 * Business verification on /account/info/biz: the state (verified with its date, registration file
 * under review, rejected with the reason, nothing yet), the upload for the master, and the contract
 * state of a value-added provider.
 */
export function BusinessVerificationCard({ business, canUpload }: { business: BusinessInfo; canUpload: boolean }) {
  const { t } = useTranslation('shell');
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const state = verificationStateOf(business);
  const file = business.bizFile;

  const uploaded = () => {
    void queryClient.invalidateQueries({ queryKey: businessQueryKey });
    void queryClient.invalidateQueries({ queryKey: bizFileQueryKey });
  };

  return (
    <Paper variant="outlined" sx={{ p: 3, mb: 3 }} data-testid="verification-card" data-state={state}>
      <Stack direction="row" alignItems="center" spacing={1.5} sx={{ mb: 1.5 }}>
        <Typography variant="h6" component="h2">
          {t('account.biz.verificationTitle')}
        </Typography>
        <StatusChip label={t(`account.biz.state.${state}`)} tone={TONE[state]} />
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {state === 'VERIFIED'
          ? t('account.biz.verifiedOn', { date: formatDate(business.verificationDate) })
          : t(`account.biz.stateHelp.${state}`, { date: formatDateTime(file.uploadedAt) })}
      </Typography>
      {state === 'REJECTED' && file.rejectReason ? (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="reject-reason">
          {t('account.biz.rejectReason', { reason: file.rejectReason })}
        </Alert>
      ) : null}
      {file.fileName && state !== 'NONE' ? (
        <Typography variant="body2" sx={{ mb: 2 }}>
          {t('account.biz.fileName', { name: file.fileName })}
        </Typography>
      ) : null}
      {state === 'NONE' || state === 'REJECTED' ? (
        canUpload ? (
          <Button variant="contained" onClick={() => setOpen(true)}>
            {t(state === 'REJECTED' ? 'account.biz.uploadAgain' : 'account.biz.upload')}
          </Button>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('account.biz.uploadMasterOnly')}
          </Typography>
        )
      ) : null}
      {business.providerApprove ? (
        <Box sx={{ mt: 2 }}>
          <Alert severity={business.providerApprove === 'Y' ? 'success' : 'info'} data-testid="provider-contract">
            {t(`account.biz.provider.${business.providerApprove}`)}
          </Alert>
        </Box>
      ) : null}
      <BizFileModal open={open} onClose={() => setOpen(false)} onUploaded={uploaded} />
    </Paper>
  );
}
