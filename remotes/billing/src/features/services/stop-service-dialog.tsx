import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ServiceStopInput } from '@console/contracts/billing';
import { FailureAlert } from '@console/ui/failure-alert';

export interface StopServiceDialogProps {
  /** The service's name, already translated. The page mounts the dialog while one is being stopped. */
  serviceName: string;
  busy: boolean;
  failure: string | null;
  onCancel(): void;
  onConfirm(reason: string): void;
}

/** Asks before a service stops: what stopping means for sends, and an optional reason (checked with the contract). */
export function StopServiceDialog({ serviceName, busy, failure, onCancel, onConfirm }: StopServiceDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const parsed = ServiceStopInput.safeParse({ reason });
  const reasonError = parsed.success ? undefined : parsed.error.issues[0]?.message;
  return (
    <Dialog open onClose={busy ? undefined : onCancel} maxWidth="sm" fullWidth>
      <DialogTitle>{t('services.stopDialog.title', { service: serviceName })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('services.stopDialog.body')}</DialogContentText>
        <TextField
          label={t('services.stopDialog.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={Boolean(reasonError)}
          helperText={reasonError ?? t('services.stopDialog.reasonHelp')}
          multiline
          minRows={2}
          fullWidth
        />
        <FailureAlert message={failure} sx={{ mt: 2 }} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {t('services.stopDialog.cancel')}
        </Button>
        <Button
          color="error"
          variant="contained"
          disabled={busy || !parsed.success}
          onClick={() => {
            if (parsed.success) onConfirm(parsed.data.reason);
          }}
        >
          {t('services.stopDialog.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
