import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  CALLBACK_DOCUMENT_MAX_AGE_MONTHS,
  CALLBACK_DOCUMENT_MAX_BYTES,
  CALLBACK_LABEL_MAX,
  CALLBACK_REVIEW_BUSINESS_DAYS,
  CallbackRelation,
  type CallbackNumberDetail,
} from '@console/contracts/messaging';
import { isApiError } from '@console/platform/api-error';
import { useUi } from '@console/platform/hooks';
import { showServerErrors } from '@console/platform/server-field-errors';
import {
  DOCUMENT_FIELD,
  fileProblems,
  neededDocuments,
  RegisterFormFields,
  type CallbackFiles,
} from './callback-upload';
import { DocumentFileField } from './document-file-field';
import { useFileMessages } from './use-file-messages';
import { useRegisterCallbackNumber } from './register-callback-number';

const FILE_FIELDS: string[] = Object.values(DOCUMENT_FIELD);

/** Registration of a sender number: number, name, whose number it is and its documents, checked in place. */
export function CallbackRegisterDialog({
  onClose,
  onRegistered,
}: {
  onClose(): void;
  onRegistered(detail: CallbackNumberDetail): void;
}) {
  const { t } = useTranslation();
  const ui = useUi();
  const register = useRegisterCallbackNumber();
  const messages = useFileMessages();
  const [failure, setFailure] = useState<string | null>(null);
  // Files stay outside the form state: react-hook-form would copy them into plain objects.
  const [files, setFiles] = useState<CallbackFiles>({});
  const [fileErrors, setFileErrors] = useState<Record<string, string>>({});
  const form = useForm<z.input<typeof RegisterFormFields>, unknown, z.output<typeof RegisterFormFields>>({
    resolver: zodResolver(RegisterFormFields),
    defaultValues: { number: '', label: '', relation: 'SELF_BUSINESS', declaration: false },
  });
  const { errors, isSubmitting } = form.formState;
  const relation = form.watch('relation');

  const send = form.handleSubmit(async (values) => {
    if (Object.keys(fileProblems(values.relation, files, messages)).length > 0) return;
    setFailure(null);
    const needed = Object.fromEntries(neededDocuments(values.relation).map((kind) => [kind, files[kind] ?? null]));
    try {
      const detail = await register.mutateAsync({
        fields: { number: values.number, label: values.label, relation: values.relation, declaration: 'true' },
        files: needed,
      });
      ui.toast(t('callbackForm.submitted'), 'success');
      onRegistered(detail);
    } catch (error) {
      const forFiles = isApiError(error) ? error.fieldErrors.filter((e) => FILE_FIELDS.includes(e.field)) : [];
      setFileErrors(Object.fromEntries(forFiles.map((e) => [e.field, e.message])));
      const message = showServerErrors(form.setError, error, ['number', 'label', 'relation', 'declaration'], {
        placeAt: 'root',
      });
      setFailure(
        forFiles.length > 0 && isApiError(error) && error.fieldErrors.length === forFiles.length ? null : message,
      );
    }
  });
  const submit = (event: React.FormEvent) => {
    // Files are checked with the fields, so every problem shows at once.
    setFileErrors(fileProblems(form.getValues('relation'), files, messages));
    return send(event);
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="callback-register-title">
      <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('callbackForm.title')}>
        <DialogTitle id="callback-register-title">{t('callbackForm.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {t('callbackForm.intro', { days: CALLBACK_REVIEW_BUSINESS_DAYS })}
            </Typography>
            {failure ? (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            ) : null}
            <TextField
              label={t('callbackForm.number')}
              required
              {...form.register('number')}
              error={Boolean(errors.number)}
              helperText={errors.number?.message ?? t('callbackForm.numberHelp')}
              inputProps={{ inputMode: 'tel' }}
            />
            <TextField
              label={t('callbackForm.label')}
              required
              {...form.register('label')}
              error={Boolean(errors.label)}
              helperText={errors.label?.message ?? t('callbackForm.labelHelp', { max: CALLBACK_LABEL_MAX })}
            />
            <FormControl error={Boolean(errors.relation)}>
              <FormLabel id="callback-relation">{t('callbackForm.relation')}</FormLabel>
              <Controller
                control={form.control}
                name="relation"
                render={({ field }) => (
                  <RadioGroup
                    row
                    aria-labelledby="callback-relation"
                    value={field.value}
                    onChange={(event) => field.onChange(event.target.value)}
                  >
                    {CallbackRelation.options.map((value) => (
                      <FormControlLabel
                        key={value}
                        value={value}
                        control={<Radio />}
                        label={t(`callbackForm.relations.${value}`)}
                      />
                    ))}
                  </RadioGroup>
                )}
              />
              {errors.relation ? <FormHelperText>{errors.relation.message}</FormHelperText> : null}
            </FormControl>
            <Stack spacing={1.5}>
              <Typography variant="subtitle1">{t('callbackForm.documents')}</Typography>
              <Typography variant="caption" color="text.secondary">
                {t('callbackForm.documentsHelp', { mb: CALLBACK_DOCUMENT_MAX_BYTES / 1024 / 1024 })}
              </Typography>
              {neededDocuments(relation).map((kind) => (
                <DocumentFileField
                  key={kind}
                  kind={kind}
                  file={files[kind]}
                  error={fileErrors[DOCUMENT_FIELD[kind]]}
                  onChange={(file) => setFiles((all) => ({ ...all, [kind]: file }))}
                />
              ))}
            </Stack>
            <FormControl error={Boolean(errors.declaration)}>
              <Controller
                control={form.control}
                name="declaration"
                render={({ field }) => (
                  <FormControlLabel
                    control={
                      <Checkbox
                        checked={Boolean(field.value)}
                        onChange={(event) => field.onChange(event.target.checked)}
                      />
                    }
                    label={t('callbackForm.declaration', { months: CALLBACK_DOCUMENT_MAX_AGE_MONTHS })}
                  />
                )}
              />
              {errors.declaration ? <FormHelperText>{errors.declaration.message}</FormHelperText> : null}
            </FormControl>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} color="inherit">
            {t('optOuts.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {t('callbackForm.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
