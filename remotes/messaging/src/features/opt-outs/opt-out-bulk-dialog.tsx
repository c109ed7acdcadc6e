import { useState } from 'react';
import { FileButton } from '@console/ui/file-button';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  OPT_OUT_BULK_MAX_LINES,
  OptOutBulkRequest,
  splitOptOutLines,
  type OptOutBulkAnswer,
} from '@console/contracts/opt-outs';
import { showServerErrors } from '@console/platform/server-field-errors';
import { useAddOptOutsBulk } from './add-opt-outs-bulk';

/**
 * Many numbers at once, pasted or read from a text file in the browser; the answer reports how many
 * were added, how many were skipped as duplicates, and every line that was not a number.
 */
export function OptOutBulkDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const bulk = useAddOptOutsBulk();
  const [failure, setFailure] = useState<string | null>(null);
  const [answer, setAnswer] = useState<OptOutBulkAnswer | null>(null);
  const form = useForm<OptOutBulkRequest>({ resolver: zodResolver(OptOutBulkRequest), defaultValues: { text: '' } });
  const { errors, isSubmitting } = form.formState;
  const lines = splitOptOutLines(form.watch('text')).length;

  const loadFile = async (file: File | undefined) => {
    if (!file) return;
    form.setValue('text', await file.text(), { shouldValidate: true });
  };

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      setAnswer(await bulk.mutateAsync(values));
    } catch (error) {
      setFailure(showServerErrors(form.setError, error, ['text'], { placeAt: 'root' }));
    }
  });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="opt-out-bulk-title">
      <form noValidate onSubmit={submit} aria-label={t('optOuts.bulkTitle')}>
        <DialogTitle id="opt-out-bulk-title">{t('optOuts.bulkTitle')}</DialogTitle>
        <DialogContent>
          {answer ? (
            <Stack spacing={1.5} sx={{ pt: 1 }} role="status">
              <Alert severity="success">
                {t('optOuts.bulkResult', { added: answer.added, duplicates: answer.duplicates })}
              </Alert>
              {answer.errors.length > 0 ? (
                <>
                  <Alert severity="warning">{t('optOuts.bulkErrors', { count: answer.errors.length })}</Alert>
                  <List
                    dense
                    aria-label={t('optOuts.bulkErrors', { count: answer.errors.length })}
                    sx={{ maxHeight: 240, overflow: 'auto' }}
                  >
                    {answer.errors.map((error) => (
                      <ListItem key={error.line}>
                        <ListItemText
                          primary={`${t('optOuts.errorLine', { line: error.line })}: ${error.value}`}
                          secondary={error.message}
                        />
                      </ListItem>
                    ))}
                  </List>
                </>
              ) : null}
            </Stack>
          ) : (
            <Stack spacing={2} sx={{ pt: 1 }}>
              <Typography variant="body2" color="text.secondary">
                {t('optOuts.bulkHelp', { max: OPT_OUT_BULK_MAX_LINES.toLocaleString('ko-KR') })}
              </Typography>
              {failure ? (
                <Alert severity="error" role="alert">
                  {failure}
                </Alert>
              ) : null}
              <TextField
                label={t('optOuts.bulkText')}
                multiline
                minRows={6}
                maxRows={14}
                {...form.register('text')}
                error={Boolean(errors.text)}
                helperText={errors.text?.message ?? t('optOuts.bulkLines', { count: lines })}
              />
              <FileButton
                sx={{ alignSelf: 'flex-start' }}
                accept=".txt,.csv,text/plain,text/csv"
                inputLabel={t('optOuts.bulkFile')}
                onChange={(event) => void loadFile(event.target.files?.[0])}
              >
                {t('optOuts.bulkFile')}
              </FileButton>
            </Stack>
          )}
        </DialogContent>
        <DialogActions>
          {answer ? (
            <Button variant="contained" onClick={onClose}>
              {t('optOuts.done')}
            </Button>
          ) : (
            <>
              <Button onClick={onClose} color="inherit">
                {t('optOuts.cancel')}
              </Button>
              <Button type="submit" variant="contained" disabled={isSubmitting}>
                {t('optOuts.bulkSubmit')}
              </Button>
            </>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
