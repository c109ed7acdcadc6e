import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiKeyWriteRequest, type ApiKey, type ApiKeyCreated } from '@console/contracts/api-keys';
import { useUi } from '@console/platform/hooks';
import { showServerErrors } from '@console/platform/server-field-errors';
import { AllowedIpsField } from './allowed-ips-field';
import { useCreateApiKey } from './create-api-key';
import { useUpdateApiKey } from './update-api-key';

export interface ApiKeyFormDialogProps {
  teamSeq: number;
  /** The key to edit; none to create one. */
  apiKey?: ApiKey;
  onClose(): void;
  /** After a creation: the whole key, shown once by the caller. */
  onCreated?(created: ApiKeyCreated): void;
}

/** Creates a key or edits its name, allowed IPs and callback URL, validated in place. */
export function ApiKeyFormDialog({ teamSeq, apiKey, onClose, onCreated }: ApiKeyFormDialogProps) {
  const { t } = useTranslation();
  const ui = useUi();
  const create = useCreateApiKey(teamSeq);
  const update = useUpdateApiKey(teamSeq);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ApiKeyWriteRequest>({
    resolver: zodResolver(ApiKeyWriteRequest),
    defaultValues: apiKey
      ? { name: apiKey.name, allowedIps: apiKey.allowedIps, callbackUrl: apiKey.callbackUrl ?? '' }
      : { name: '', allowedIps: [''], callbackUrl: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const title = apiKey ? t('apiKeys.editTitle', { name: apiKey.name }) : t('apiKeys.createTitle');

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      if (apiKey) {
        await update.mutateAsync({ keySeq: apiKey.keySeq, body: values });
        ui.toast(t('apiKeys.saved'), 'success');
      } else {
        onCreated?.(await create.mutateAsync(values));
      }
      onClose();
    } catch (error) {
      setFailure(showServerErrors(form.setError, error, ['name', 'allowedIps', 'callbackUrl']));
    }
  });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="api-key-form-title">
      <form noValidate onSubmit={submit} aria-label={title}>
        <DialogTitle id="api-key-form-title">{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {failure ? (
              <Alert severity="error" role="alert" data-testid="form-failure">
                {failure}
              </Alert>
            ) : null}
            <TextField
              label={t('apiKeys.name')}
              required
              {...form.register('name')}
              error={Boolean(errors.name)}
              helperText={errors.name?.message ?? t('apiKeys.nameHelp')}
            />
            <Controller
              control={form.control}
              name="allowedIps"
              render={({ field }) => (
                <AllowedIpsField
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  errors={errors.allowedIps}
                />
              )}
            />
            <TextField
              label={t('apiKeys.callbackUrl')}
              placeholder="https://example.kr/message-report"
              {...form.register('callbackUrl')}
              error={Boolean(errors.callbackUrl)}
              helperText={errors.callbackUrl?.message ?? t('apiKeys.callbackUrlHelp')}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} color="inherit">
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {apiKey ? t('apiKeys.save') : t('apiKeys.createSubmit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
