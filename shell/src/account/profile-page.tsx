import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Paper, Skeleton, Stack, TextField } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ProfileUpdateRequest } from '@console/contracts/account';
import { baseRoleOf } from '@console/contracts/roles';
import { useUi } from '@console/platform/hooks';
import { formatPhoneNumber } from '@console/ui/format';
import { PageHeader } from '@console/ui/page-header';
import { AccountInfoTabs } from './account-info-tabs';
import { useProfile } from './get-profile';
import { useRefreshSession } from './refresh-session';
import { showServerErrors } from '@console/platform/server-field-errors';
import { useUpdateProfile } from './update-profile';

type ProfileForm = z.input<typeof ProfileUpdateRequest>;
type ProfileValues = z.output<typeof ProfileUpdateRequest>;
const FIELDS = ['name', 'email', 'mobile'] as const;

/** /account/info/user: the caller's own name, e-mail and mobile; the id and role are shown only. */
export function ProfilePage() {
  const { t } = useTranslation('shell');
  const ui = useUi();
  const profile = useProfile();
  const update = useUpdateProfile();
  const refreshSession = useRefreshSession();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ProfileForm, unknown, ProfileValues>({
    resolver: zodResolver(ProfileUpdateRequest),
    values: profile.data
      ? { name: profile.data.name, email: profile.data.email, mobile: formatPhoneNumber(profile.data.mobile) }
      : undefined,
  });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await update.mutateAsync(values);
      // The header shows the name: the session user must follow.
      await refreshSession();
      ui.toast(t('account.user.saved'), 'success');
    } catch (error) {
      setFailure(showServerErrors(form.setError, error, FIELDS, { focus: true }));
    }
  });

  return (
    <Box>
      <PageHeader title={t('account.title')} description={t('account.user.description')} />
      <AccountInfoTabs />
      {profile.isError ? <Alert severity="error">{t('account.loadFailed')}</Alert> : null}
      {profile.isPending ? <Skeleton variant="rounded" height={320} /> : null}
      {profile.data ? (
        <Paper
          variant="outlined"
          sx={{ p: 3 }}
          component="form"
          noValidate
          onSubmit={onSubmit}
          aria-label={t('account.user.formTitle')}
        >
          {failure ? (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {failure}
            </Alert>
          ) : null}
          <Stack spacing={2.5} sx={{ maxWidth: 480 }}>
            <TextField
              label={t('account.user.loginId')}
              value={profile.data.loginId}
              slotProps={{ htmlInput: { readOnly: true } }}
            />
            <TextField
              label={t('account.user.role')}
              value={t(`account.roles.${baseRoleOf(profile.data.role)}`)}
              slotProps={{ htmlInput: { readOnly: true } }}
            />
            {FIELDS.map((name) => (
              <TextField
                key={name}
                label={t(`account.user.${name}`)}
                {...form.register(name)}
                error={Boolean(errors[name])}
                helperText={errors[name]?.message ?? (name === 'mobile' ? t('account.user.mobileHelp') : undefined)}
                type={name === 'email' ? 'email' : 'text'}
              />
            ))}
            <Button
              type="submit"
              variant="contained"
              sx={{ alignSelf: 'flex-start' }}
              disabled={form.formState.isSubmitting || !form.formState.isDirty}
            >
              {t('account.save')}
            </Button>
          </Stack>
        </Paper>
      ) : null}
    </Box>
  );
}
