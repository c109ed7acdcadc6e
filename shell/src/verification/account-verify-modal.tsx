import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';

export interface AccountVerifyModalProps {
  open: boolean;
  onClose(): void;
  /** Opens the business-file registration modal; without it (not a master) the modal says who can. */
  onRegister?: () => void;
}

/** The account verify modal (SPEC 2, 4): shown on verify status 1001 outside team-scoped pages. */
export function AccountVerifyModal({ open, onClose, onRegister }: AccountVerifyModalProps) {
  const { t } = useTranslation('shell');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby="verify-modal-title"
      data-testid="verify-modal"
    >
      <DialogTitle id="verify-modal-title">{t('verify.modalTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('verify.modalMessage')}</DialogContentText>
        {onRegister ? null : <DialogContentText sx={{ mt: 1 }}>{t('verify.masterUploads')}</DialogContentText>}
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={onClose}>
          {t('verify.later')}
        </Button>
        {onRegister ? (
          <Button variant="contained" onClick={onRegister}>
            {t('verify.register')}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
