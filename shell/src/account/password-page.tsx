import { useMemo, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { passwordChangeSchema, type PasswordChangeRequest } from '@console/contracts/account';
import { useSession, useUi } from '@console/platform/hooks';
import { PageHeader } from '@console/ui/page-header';
import { showServerErrors } from '@console/platform/server-field-errors';
import { NewPasswordFields } from '../account-recovery/new-password-fields';
import { AccountInfoTabs } from './account-info-tabs';
import { useChangePassword } from './change-password';

const FIELDS = ['currentPassword', 'newPassword', 'newPasswordConfirm'] as const;
const EMPTY: PasswordChangeRequest = { currentPassword: '', newPassword: '', newPasswordConfirm: '' };

/**
 * /account/info/pwd: the current password, then a new one with its rules listed before typing and
 * a strength bar; the server's schema (made for this login id) checks it in place.
 */
export function PasswordPage() {
  const { t } = useTranslation('shell');
  const ui = useUi();
  const loginId = useSession((s) => s.user?.loginId ?? '');
  const change = useChangePassword();
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(() => passwordChangeSchema(loginId), [loginId]);
  const form = useForm<PasswordChangeRequest>({ resolver: zodResolver(schema), defaultValues: EMPTY });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await change.mutateAsync(values);
      form.reset(EMPTY);
      ui.toast(t('account.pwd.changed'), 'success');
    } catch (error) {
      setFailure(showServerErrors(form.setError, error, FIELDS, { focus: true }));
    }
  });

  return (
    <Box>
      <PageHeader title={t('account.title')} description={t('account.pwd.description')} />
      <AccountInfoTabs />
      <Paper
        variant="outlined"
        sx={{ p: 3 }}
        component="form"
        noValidate
        onSubmit={onSubmit}
        aria-label={t('account.pwd.formTitle')}
      >
        {failure ? (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        ) : null}
        <Stack spacing={2.5} sx={{ maxWidth: 480 }}>
          <TextField
            label={t('account.pwd.current')}
            type="password"
            autoComplete="current-password"
            {...form.register('currentPassword')}
            error={Boolean(errors.currentPassword)}
            helperText={errors.currentPassword?.message}
          />
          <NewPasswordFields
            newPassword={{
              label: t('account.pwd.new'),
              field: form.register('newPassword'),
              error: errors.newPassword?.message,
            }}
            confirm={{
              label: t('account.pwd.confirm'),
              field: form.register('newPasswordConfirm'),
              error: errors.newPasswordConfirm?.message,
            }}
            typed={form.watch('newPassword')}
            loginId={loginId}
          />
          <Typography variant="body2" color="text.secondary">
            {t('account.pwd.otherSessions')}
          </Typography>
          <Button
            type="submit"
            variant="contained"
            sx={{ alignSelf: 'flex-start' }}
            disabled={form.formState.isSubmitting}
          >
            {t('account.pwd.submit')}
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
