import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { BizplusMigrationRequest, type BizplusMigrationAnswer } from '@console/contracts/account-migration';
import { showServerErrors } from '@console/platform/server-field-errors';
import { useMigrateBizplusAccount } from './migrate-bizplus-account';
import { MigrationResult } from './migration-result';

type MigrationForm = z.input<typeof BizplusMigrationRequest>;
type MigrationValues = z.output<typeof BizplusMigrationRequest>;
// Wrong credentials name the password field, but say nothing about which of the two was wrong:
// shown above the form like the login page does.
const FIELDS = ['legacyId', 'newLoginId'] as const;

/** /account/migration/bizplus: the old product's id and password, an optional new id, then the result. */
export function MigrationPage() {
  const { t } = useTranslation('shell');
  const migrate = useMigrateBizplusAccount();
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<BizplusMigrationAnswer | null>(null);
  const form = useForm<MigrationForm, unknown, MigrationValues>({
    resolver: zodResolver(BizplusMigrationRequest),
    defaultValues: { legacyId: '', legacyPassword: '', newLoginId: '' },
  });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      setResult(await migrate.mutateAsync(values));
    } catch (error) {
      setFailure(showServerErrors(form.setError, error, FIELDS, { focus: true }));
    }
  });

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: { xs: 4, sm: 8 }, px: 2 }}>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 520, p: 4 }}>
        <Typography variant="h5" component="h1" fontWeight={800} gutterBottom>
          {t('migration.title')}
        </Typography>
        <Typography color="text.secondary" variant="body2" sx={{ mb: 3 }}>
          {t('migration.description')}
        </Typography>
        {result ? (
          <MigrationResult result={result} />
        ) : (
          <form onSubmit={onSubmit} noValidate aria-label={t('migration.title')}>
            <Stack spacing={2.5}>
              {failure ? (
                <Alert severity="error" role="alert">
                  {failure}
                </Alert>
              ) : null}
              <TextField
                label={t('migration.legacyId')}
                autoComplete="username"
                {...form.register('legacyId')}
                error={Boolean(errors.legacyId)}
                helperText={errors.legacyId?.message}
              />
              <TextField
                label={t('migration.legacyPassword')}
                type="password"
                autoComplete="current-password"
                {...form.register('legacyPassword')}
                error={Boolean(errors.legacyPassword)}
                helperText={errors.legacyPassword?.message}
              />
              <TextField
                label={t('migration.newLoginId')}
                {...form.register('newLoginId')}
                error={Boolean(errors.newLoginId)}
                helperText={errors.newLoginId?.message ?? t('migration.newLoginIdHelp')}
              />
              <Button type="submit" variant="contained" size="large" disabled={form.formState.isSubmitting}>
                {t('migration.submit')}
              </Button>
              <Typography variant="caption" color="text.secondary">
                {t('migration.once')}
              </Typography>
            </Stack>
          </form>
        )}
      </Paper>
    </Box>
  );
}
