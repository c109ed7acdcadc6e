import { useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormHelperText,
  Stack,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  CALLBACK_DECLARATION_REQUIRED,
  CALLBACK_DOCUMENT_MAX_AGE_MONTHS,
  CALLBACK_DOCUMENT_MAX_BYTES,
  type CallbackNumberDetail,
} from '@console/contracts/messaging';
import { isApiError } from '@console/platform/api-error';
import { useUi } from '@console/platform/hooks';
import { DOCUMENT_FIELD, fileProblems, neededDocuments, type CallbackFiles } from './callback-upload';
import { DocumentFileField } from './document-file-field';
import { useFileMessages } from './use-file-messages';
import { useResubmitCallbackNumber } from './resubmit-callback-number';

/** A rejected number back to review: new documents for its relation and the 3-month statement. */
export function CallbackResubmitDialog({ number, onClose }: { number: CallbackNumberDetail; onClose(): void }) {
  const { t } = useTranslation();
  const ui = useUi();
  const resubmit = useResubmitCallbackNumber(number.seq);
  const messages = useFileMessages();
  const kinds = neededDocuments(number.relation);
  const [files, setFiles] = useState<CallbackFiles>({});
  const [declared, setDeclared] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found = fileProblems(number.relation, files, messages);
    if (!declared) found.declaration = CALLBACK_DECLARATION_REQUIRED;
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    try {
      await resubmit.mutateAsync({ fields: { declaration: 'true' }, files });
      ui.toast(t('callbackDetail.resubmitted'), 'success');
      onClose();
    } catch (error) {
      if (isApiError(error) && error.fieldErrors.length > 0)
        setErrors(Object.fromEntries(error.fieldErrors.map((e) => [e.field, e.message])));
      else setFailure(isApiError(error) ? error.message : String(error));
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="callback-resubmit-title">
      <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('callbackDetail.resubmitTitle')}>
        <DialogTitle id="callback-resubmit-title">{t('callbackDetail.resubmitTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {number.rejectReason ? (
              <Alert severity="warning">{t('callback.rejectReason', { reason: number.rejectReason })}</Alert>
            ) : null}
            {failure ? (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            ) : null}
            <Typography variant="caption" color="text.secondary">
              {t('callbackForm.documentsHelp', { mb: CALLBACK_DOCUMENT_MAX_BYTES / 1024 / 1024 })}
            </Typography>
            {kinds.map((kind) => (
              <DocumentFileField
                key={kind}
                kind={kind}
                file={files[kind]}
                error={errors[DOCUMENT_FIELD[kind]]}
                onChange={(file) => setFiles((all) => ({ ...all, [kind]: file }))}
              />
            ))}
            <div>
              <FormControlLabel
                control={<Checkbox checked={declared} onChange={(event) => setDeclared(event.target.checked)} />}
                label={t('callbackForm.declaration', { months: CALLBACK_DOCUMENT_MAX_AGE_MONTHS })}
              />
              {errors.declaration ? <FormHelperText error>{errors.declaration}</FormHelperText> : null}
            </div>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} color="inherit">
            {t('optOuts.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={resubmit.isPending}>
            {t('callbackDetail.resubmit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
