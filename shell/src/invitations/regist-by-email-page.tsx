import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, CircularProgress, Paper, Stack, TextField, Typography } from '@mui/material';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { InvitationAcceptRequest, type InvitationErrorKind } from '@console/contracts/invitations';
import { isApiError } from '@console/platform/api-error';
import { usePlatform, useUi } from '@console/platform/hooks';
import { PasswordStrengthMeter } from '../account/password-strength-meter';
import { fetchSession } from '../session/session-api';
import { useAcceptInvitation } from './accept-invitation';
import { useInvitationPreview } from './get-invitation-preview';
import { InvitationProblem, invitationProblemOf } from './invitation-problem';
import { InvitationSummary } from './invitation-summary';

type SignupInput = z.input<typeof InvitationAcceptRequest>;
type SignupValues = z.output<typeof InvitationAcceptRequest>;
const FIELDS = ['loginId', 'password', 'passwordConfirm', 'name', 'mobile'] as const;

/** /account/registByEmail?token=: the invitee's account; on success logged in, to the dashboard. */
export function RegistByEmailPage() {
  const { t } = useTranslation('shell');
  const token = useSearchParams()[0].get('token') ?? '';
  const preview = useInvitationPreview(token || null);
  const accept = useAcceptInvitation();
  const { auth } = usePlatform();
  const ui = useUi();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<{ kind: InvitationErrorKind; message: string | null } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<SignupInput, unknown, SignupValues>({
    resolver: zodResolver(InvitationAcceptRequest),
    defaultValues: { token, loginId: '', password: '', passwordConfirm: '', name: '', mobile: '' },
    mode: 'onTouched',
  });
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await accept.mutateAsync(values);
      auth.getState().setSession(await fetchSession());
      ui.toast(t('invitation.welcome', { business: preview.data?.businessName ?? '' }), 'success');
      navigate('/console/dashboard', { replace: true });
    } catch (error) {
      const linkProblem = invitationProblemOf(error);
      if (linkProblem && (!isApiError(error) || error.fieldErrors.length === 0)) return setProblem(linkProblem);
      const placed = isApiError(error)
        ? error.fieldErrors.filter((e) => (FIELDS as readonly string[]).includes(e.field))
        : [];
      placed.forEach((e, index) =>
        form.setError(
          e.field as Path<SignupInput>,
          { type: 'server', message: e.message },
          { shouldFocus: index === 0 },
        ),
      );
      if (placed.length === 0) setFailure(isApiError(error) ? error.message : String(error));
    }
  });

  if (!token) return <InvitationProblem kind="NOT_FOUND" />;
  const linkProblem = problem ?? (preview.isError ? invitationProblemOf(preview.error) : null);
  if (linkProblem) return <InvitationProblem kind={linkProblem.kind} message={linkProblem.message} />;
  if (preview.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 10 }}>
        <CircularProgress aria-label={t('invitation.loading')} />
      </Box>
    );
  }

  const field = (name: (typeof FIELDS)[number], extra: Record<string, unknown> = {}) => (
    <TextField
      label={t(`invitation.form.${name}`)}
      required
      {...form.register(name)}
      error={Boolean(errors[name])}
      helperText={errors[name]?.message ?? t(`invitation.form.${name}Help`, { defaultValue: '' })}
      {...extra}
    />
  );

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: { xs: 4, sm: 8 }, px: 2 }}>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 520, p: 4 }}>
        <Stack component="form" noValidate onSubmit={submit} spacing={2.5} aria-label={t('invitation.signupTitle')}>
          <Typography variant="h5" component="h1" fontWeight={800}>
            {t('invitation.signupTitle')}
          </Typography>
          {preview.isError ? <Alert severity="warning">{t('invitation.loadFailed')}</Alert> : null}
          {preview.data ? <InvitationSummary invitation={preview.data} /> : null}
          {failure ? (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          ) : null}
          {field('loginId', { autoComplete: 'username' })}
          {field('password', { type: 'password', autoComplete: 'new-password' })}
          <PasswordStrengthMeter password={form.watch('password') ?? ''} loginId={form.watch('loginId') ?? ''} />
          {field('passwordConfirm', { type: 'password', autoComplete: 'new-password' })}
          {field('name', { autoComplete: 'name' })}
          {field('mobile', { autoComplete: 'tel', inputMode: 'tel', placeholder: '010-1234-5678' })}
          <Button type="submit" variant="contained" size="large" disabled={form.formState.isSubmitting}>
            {t('invitation.signupSubmit')}
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
