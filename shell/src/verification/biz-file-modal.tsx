import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { BIZ_FILE_MAX_BYTES, BIZ_FILE_TYPES } from '@console/contracts/business';
import { isApiError } from '@console/platform/api-error';
import { useApi, useUi } from '@console/platform/hooks';

export interface BizFileModalProps {
  open: boolean;
  onClose(): void;
  /** Called after the server recorded the file for review. */
  onUploaded?(): void;
}

/** Checks a chosen file before it is sent; answers the i18n key of the problem, or null. */
export function bizFileProblem(file: { size: number; type: string } | null): string | null {
  if (!file) return 'verify.fileRequired';
  if (!(BIZ_FILE_TYPES as readonly string[]).includes(file.type)) return 'verify.fileType';
  if (file.size > BIZ_FILE_MAX_BYTES) return 'verify.fileTooLarge';
  return null;
}

/** The business-file registration modal: uploads the registration certificate for review. */
export function BizFileModal({ open, onClose, onUploaded }: BizFileModalProps) {
  const { t } = useTranslation('shell');
  const api = useApi();
  const ui = useUi();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async () => {
    const key = bizFileProblem(file);
    if (key || !file) {
      setProblem(t(key ?? 'verify.fileRequired'));
      return;
    }
    const form = new FormData();
    form.append('file', file);
    setSending(true);
    try {
      await api.postMultipart('/api/account/biz-file', form, { silent: true });
      ui.toast(t('verify.uploaded'), 'success');
      setFile(null);
      onUploaded?.();
      onClose();
    } catch (error) {
      setProblem(isApiError(error) ? error.message : t('verify.uploadFailed'));
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby="biz-file-title"
      data-testid="biz-file-modal"
    >
      <DialogTitle id="biz-file-title">{t('verify.fileTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>{t('verify.fileHelp')}</DialogContentText>
          <Button variant="outlined" component="label">
            {t('verify.chooseFile')}
            <input
              hidden
              type="file"
              aria-label={t('verify.chooseFile')}
              accept={BIZ_FILE_TYPES.join(',')}
              onChange={(event) => {
                setProblem(null);
                setFile(event.target.files?.[0] ?? null);
              }}
            />
          </Button>
          {file ? <Typography variant="body2">{file.name}</Typography> : null}
          {problem ? <Alert severity="error">{problem}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={sending}>
          {t('verify.upload')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
