import { useState } from 'react';
import {
  Alert,
  Button,
  FormControlLabel,
  MenuItem,
  Paper,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RemoteOverrideRequest, type RemoteReleaseStatus } from '@console/contracts/releases';
import { showServerErrors } from '@console/platform/server-field-errors';
import { useResetRemoteOverride } from './reset-remote-override';
import { useSetRemoteOverride } from './set-remote-override';

interface OverrideFormValues {
  remote: string;
  source: 'version' | 'url';
  version: string;
  url: string;
}

const FIELDS = ['remote', 'version', 'url'] as const;
const EMPTY: OverrideFormValues = { remote: '', source: 'version', version: '', url: '' };

/** The request the contract checks: only the chosen source, empty fields left out. */
function requestOf(values: OverrideFormValues) {
  return values.source === 'version'
    ? { remote: values.remote, version: values.version.trim() || undefined }
    : { remote: values.remote, url: values.url.trim() || undefined };
}

/**
 * Sets an override for this browser only (a built version or a manifest URL of one remote),
 * checked by the contract's RemoteOverrideRequest with its Korean messages shown in place.
 */
export function OverrideForm({ remotes, reload }: { remotes: RemoteReleaseStatus[]; reload: () => void }) {
  const { t } = useTranslation('shell');
  const form = useForm<OverrideFormValues>({ defaultValues: EMPTY });
  const errors = form.formState.errors;
  const [failure, setFailure] = useState<string | null>(null);
  const setOverride = useSetRemoteOverride(reload);
  const reset = useResetRemoteOverride(reload);
  const source = form.watch('source');
  const built = remotes.find((r) => r.name === form.watch('remote'))?.builtVersions ?? [];

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    if (!values.remote) {
      form.setError('remote', { type: 'required', message: t('releaseManager.override.remoteRequired') });
      return;
    }
    const parsed = RemoteOverrideRequest.safeParse(requestOf(values));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        // The contract files "one of version or URL" under version; it belongs to the field shown.
        const field = issue.path[0] === 'remote' ? 'remote' : values.source;
        form.setError(field, { type: 'contract', message: issue.message }, { shouldFocus: true });
      }
      return;
    }
    try {
      await setOverride.mutateAsync(parsed.data);
    } catch (error) {
      setFailure(showServerErrors(form.setError, error, FIELDS) ?? null);
    }
  });

  return (
    <Paper
      variant="outlined"
      sx={{ p: 3 }}
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label={t('releaseManager.override.title')}
    >
      <Typography variant="h6" component="h3" gutterBottom>
        {t('releaseManager.override.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('releaseManager.override.help')}
      </Typography>
      {failure || reset.isError ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {failure ?? t('releases.banner.resetFailed')}
        </Alert>
      ) : null}
      <Stack spacing={2} sx={{ maxWidth: 520 }}>
        <Controller
          control={form.control}
          name="remote"
          render={({ field }) => (
            <TextField
              select
              label={t('releaseManager.override.remote')}
              {...field}
              onChange={(event) => {
                field.onChange(event);
                form.setValue('version', '');
              }}
              error={Boolean(errors.remote)}
              helperText={errors.remote?.message}
            >
              {remotes.map((r) => (
                <MenuItem key={r.name} value={r.name}>
                  {r.name}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Controller
          control={form.control}
          name="source"
          render={({ field }) => (
            <RadioGroup row aria-label={t('releaseManager.override.source')} {...field}>
              <FormControlLabel value="version" control={<Radio />} label={t('releaseManager.override.byVersion')} />
              <FormControlLabel value="url" control={<Radio />} label={t('releaseManager.override.byUrl')} />
            </RadioGroup>
          )}
        />
        {source === 'version' ? (
          <Controller
            control={form.control}
            name="version"
            render={({ field }) => (
              <TextField
                select
                label={t('releaseManager.override.version')}
                {...field}
                error={Boolean(errors.version)}
                helperText={errors.version?.message}
              >
                {built.map((v) => (
                  <MenuItem key={v} value={v}>
                    {v}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        ) : (
          <TextField
            label={t('releaseManager.override.url')}
            {...form.register('url')}
            error={Boolean(errors.url)}
            helperText={errors.url?.message ?? t('releaseManager.override.urlHelp')}
          />
        )}
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={form.formState.isSubmitting || setOverride.isPending}>
            {t('releaseManager.override.submit')}
          </Button>
          <Button variant="outlined" disabled={reset.isPending} onClick={() => reset.mutate(undefined)}>
            {t('releaseManager.override.reset')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
