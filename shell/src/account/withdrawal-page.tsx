import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Box,
  Button,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { WITHDRAWAL_DETAIL_MAX, WITHDRAWAL_REASONS, WithdrawalRequest } from '@console/contracts/account';
import { SUPPORT_EMAIL } from '@console/contracts/timings';
import { useUi } from '@console/platform/hooks';
import { PageHeader } from '@console/ui/page-header';
import { AccountInfoTabs } from './account-info-tabs';
import { useRefreshSession } from './refresh-session';
import { useRequestWithdrawal } from './request-withdrawal';
import { showServerErrors } from '@console/platform/server-field-errors';

type WithdrawalForm = z.input<typeof WithdrawalRequest>;
type WithdrawalValues = z.output<typeof WithdrawalRequest>;
const FIELDS = ['reason', 'detail', 'password'] as const;
const CONSEQUENCES = ['access', 'teams', 'data', 'review'] as const;

/**
 * /account/info/deactivate (master only): what a withdrawal means, then the reason and the password,
 * confirmed once more. The role becomes withdrawal-requested and the console's guard takes over.
 */
export function WithdrawalPage() {
  const { t } = useTranslation('shell');
  const ui = useUi();
  const request = useRequestWithdrawal();
  const refreshSession = useRefreshSession();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<WithdrawalForm, unknown, WithdrawalValues>({
    resolver: zodResolver(WithdrawalRequest),
    defaultValues: { reason: '' as never, detail: '', password: '' },
  });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    const confirmed = await ui.confirm({
      title: t('account.deactivate.confirmTitle'),
      message: t('account.deactivate.confirmMessage'),
      confirmText: t('account.deactivate.submit'),
      destructive: true,
    });
    if (!confirmed) return;
    try {
      await request.mutateAsync(values);
      ui.toast(t('account.deactivate.requested'), 'info');
      // The role is now ..._DWT: the route guard explains and leaves this page.
      await refreshSession();
    } catch (error) {
      setFailure(showServerErrors(form.setError, error, FIELDS, { focus: true }));
    }
  });

  return (
    <Box>
      <PageHeader title={t('account.title')} description={t('account.deactivate.description')} />
      <AccountInfoTabs />
      <Alert severity="warning" sx={{ mb: 3 }}>
        <Typography fontWeight={700} gutterBottom>
          {t('account.deactivate.consequencesTitle')}
        </Typography>
        <List dense disablePadding>
          {CONSEQUENCES.map((key) => (
            <ListItem key={key} disableGutters sx={{ py: 0 }}>
              <ListItemText primary={`· ${t(`account.deactivate.consequences.${key}`, { email: SUPPORT_EMAIL })}`} />
            </ListItem>
          ))}
        </List>
      </Alert>
      <Paper
        variant="outlined"
        sx={{ p: 3 }}
        component="form"
        noValidate
        onSubmit={onSubmit}
        aria-label={t('account.deactivate.formTitle')}
      >
        {failure ? (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        ) : null}
        <Stack spacing={2.5} sx={{ maxWidth: 480 }}>
          <Controller
            control={form.control}
            name="reason"
            render={({ field }) => (
              <TextField
                select
                label={t('account.deactivate.reason')}
                {...field}
                value={field.value ?? ''}
                error={Boolean(errors.reason)}
                helperText={errors.reason?.message}
              >
                {WITHDRAWAL_REASONS.map((reason) => (
                  <MenuItem key={reason} value={reason}>
                    {t(`account.deactivate.reasons.${reason}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <TextField
            label={t('account.deactivate.detail')}
            multiline
            minRows={3}
            {...form.register('detail')}
            error={Boolean(errors.detail)}
            helperText={errors.detail?.message ?? t('account.deactivate.detailHelp', { max: WITHDRAWAL_DETAIL_MAX })}
          />
          <TextField
            label={t('account.deactivate.password')}
            type="password"
            autoComplete="current-password"
            {...form.register('password')}
            error={Boolean(errors.password)}
            helperText={errors.password?.message}
          />
          <Button
            type="submit"
            variant="contained"
            color="error"
            sx={{ alignSelf: 'flex-start' }}
            disabled={form.formState.isSubmitting}
          >
            {t('account.deactivate.submit')}
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
