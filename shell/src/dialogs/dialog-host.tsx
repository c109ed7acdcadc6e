import {
  Backdrop,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '../state/dialog-store';

/** Renders the first queued alert/confirm and the loading overlay (SPEC 2 "Dialogs and overlays"). */
export function DialogHost() {
  const { t } = useTranslation('shell');
  const dialog = useDialogs((s) => s.dialogs[0]);
  const close = useDialogs((s) => s.close);
  const loading = useDialogs((s) => s.loading.at(-1));

  const answer = (ok: boolean) => {
    if (!dialog) return;
    close(dialog.id);
    if (dialog.kind === 'confirm') dialog.resolve(ok);
    else dialog.resolve();
  };

  return (
    <>
      <Dialog
        open={Boolean(dialog)}
        onClose={() => answer(false)}
        maxWidth="xs"
        fullWidth
        aria-labelledby="console-dialog-title"
        data-testid="console-dialog"
      >
        {dialog?.options.title ? <DialogTitle id="console-dialog-title">{dialog.options.title}</DialogTitle> : null}
        <DialogContent>
          <DialogContentText sx={{ whiteSpace: 'pre-line' }}>{dialog?.options.message}</DialogContentText>
        </DialogContent>
        <DialogActions>
          {dialog?.kind === 'confirm' ? (
            <Button onClick={() => answer(false)} color="inherit">
              {dialog.options.cancelText ?? t('common.cancel')}
            </Button>
          ) : null}
          <Button
            onClick={() => answer(true)}
            variant="contained"
            color={dialog?.kind === 'confirm' && dialog.options.destructive ? 'error' : 'primary'}
            autoFocus
          >
            {dialog?.options.confirmText ?? t('common.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
      <Backdrop
        open={Boolean(loading)}
        sx={{ zIndex: (theme) => theme.zIndex.modal + 1, color: '#fff', flexDirection: 'column', gap: 2 }}
        data-testid="loading-overlay"
      >
        <CircularProgress color="inherit" />
        <Typography>{loading?.text ?? t('common.loading')}</Typography>
      </Backdrop>
    </>
  );
}
