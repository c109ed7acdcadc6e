import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Box,
  Button,
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
import { LoginId } from '@console/contracts/account-fields';
import { BusinessType } from '@console/contracts/business';
import { LOGIN_ID_TAKEN, SignupRequest, type VerifiedIdentity } from '@console/contracts/signup';
import { isApiError } from '@console/platform/api-error';
import { useApi } from '@console/platform/hooks';
import { PasswordStrengthMeter } from '../account/password-strength-meter';
import { showServerErrors } from '@console/platform/server-field-errors';
import { getLoginIdAvailability, useSignUp } from './sign-up';
import type { Agreements } from './terms-step';

type SignupForm = z.input<typeof SignupRequest>;
type SignupValues = z.output<typeof SignupRequest>;
const FIELDS = [
  'loginId',
  'password',
  'passwordConfirm',
  'email',
  'business.name',
  'business.registrationNumber',
  'business.representative',
  'business.address',
  'business.type',
] as const;

interface DetailsStepProps {
  identityToken: string;
  identity: VerifiedIdentity;
  agreements: Agreements;
  /** The account exists and its session cookie is set. */
  onDone(loginId: string): Promise<void>;
  /** The identity token was refused (expired or used): check again. */
  onIdentityExpired(message: string): void;
  onBack(): void;
}

/** Step 3: the master's login id, password and e-mail, and the business; then the sign-up call. */
export function DetailsStep({
  identityToken,
  identity,
  agreements,
  onDone,
  onIdentityExpired,
  onBack,
}: DetailsStepProps) {
  const { t } = useTranslation('shell');
  const api = useApi();
  const signUp = useSignUp();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<SignupForm, unknown, SignupValues>({
    resolver: zodResolver(SignupRequest),
    defaultValues: {
      identityToken,
      agreements,
      loginId: '',
      password: '',
      passwordConfirm: '',
      email: '',
      business: { name: '', registrationNumber: '', representative: '', address: '', type: 'NORMAL' },
    },
  });
  const errors = form.formState.errors;
  const field = (name: (typeof FIELDS)[number], label: string, extra: Record<string, unknown> = {}) => {
    const message = name.startsWith('business.')
      ? errors.business?.[name.slice(9) as 'name']?.message
      : errors[name as 'loginId']?.message;
    return (
      <TextField
        label={label}
        {...form.register(name)}
        error={Boolean(message)}
        helperText={message}
        fullWidth
        {...extra}
      />
    );
  };

  const checkLoginId = async () => {
    const loginId = LoginId.safeParse(form.getValues('loginId'));
    if (!loginId.success) return;
    const answer = await getLoginIdAvailability(api, loginId.data).catch(() => null);
    if (answer && !answer.available) form.setError('loginId', { message: LOGIN_ID_TAKEN });
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await signUp.mutateAsync(values);
      await onDone(answer.loginId);
    } catch (error) {
      if (isApiError(error) && error.fieldError('identityToken')) {
        onIdentityExpired(error.fieldError('identityToken') as string);
        return;
      }
      setFailure(showServerErrors(form.setError, error, FIELDS, { focus: true }));
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('signup.details.title')}>
      <Stack spacing={2.5}>
        <Typography variant="h6" component="h2">
          {t('signup.details.title')}
        </Typography>
        <Alert severity="success" icon={false} data-testid="signup-identity">
          {t('signup.details.identity', { name: identity.name, mobile: identity.mobile })}
        </Alert>
        {failure ? (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Typography variant="subtitle2" component="h3">
          {t('signup.details.account')}
        </Typography>
        {field('loginId', t('signup.details.loginId'), {
          autoComplete: 'username',
          onBlur: (event: unknown) => {
            void form.register('loginId').onBlur(event as never);
            void checkLoginId();
          },
        })}
        {field('password', t('signup.details.password'), { type: 'password', autoComplete: 'new-password' })}
        <PasswordStrengthMeter password={form.watch('password') ?? ''} loginId={form.watch('loginId') ?? ''} />
        {field('passwordConfirm', t('signup.details.passwordConfirm'), {
          type: 'password',
          autoComplete: 'new-password',
        })}
        {field('email', t('signup.details.email'), { type: 'email', autoComplete: 'email' })}
        <Typography variant="subtitle2" component="h3" sx={{ pt: 1 }}>
          {t('signup.details.business')}
        </Typography>
        {field('business.name', t('business.fields.name'))}
        {field('business.registrationNumber', t('business.fields.registrationNumber'), {
          placeholder: '000-00-00000',
          inputMode: 'numeric',
        })}
        {field('business.representative', t('business.fields.representative'))}
        {field('business.address', t('business.fields.address'))}
        <Controller
          control={form.control}
          name="business.type"
          render={({ field: typeField }) => (
            <FormControl error={Boolean(errors.business?.type)}>
              <FormLabel id="signup-business-type">{t('business.fields.type')}</FormLabel>
              <RadioGroup aria-labelledby="signup-business-type" {...typeField}>
                {BusinessType.options.map((type) => (
                  <FormControlLabel key={type} value={type} control={<Radio />} label={t(`business.type.${type}`)} />
                ))}
              </RadioGroup>
              <FormHelperText>{errors.business?.type?.message ?? t('business.typeHelp')}</FormHelperText>
            </FormControl>
          )}
        />
        <Button type="submit" variant="contained" size="large" disabled={form.formState.isSubmitting}>
          {t('signup.details.submit')}
        </Button>
        <Button color="inherit" onClick={onBack}>
          {t('signup.back')}
        </Button>
      </Stack>
    </Box>
  );
}
