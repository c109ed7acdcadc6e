import { zodResolver } from '@hookform/resolvers/zod';
import {
  Box,
  Button,
  Checkbox,
  Divider,
  FormControlLabel,
  FormHelperText,
  Link,
  Stack,
  Typography,
} from '@mui/material';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { SignupAgreements } from '@console/contracts/signup';

/** The agreements as the form holds them (unticked boxes are false) and as sign-up sends them. */
export type AgreementsForm = { terms: boolean; privacy: boolean; marketing: boolean };
export type Agreements = z.output<typeof SignupAgreements>;
// The schema's input says terms and privacy can only be true; a form starts with them unticked.
const resolver = zodResolver(SignupAgreements) as unknown as Resolver<AgreementsForm, unknown, Agreements>;

const ITEMS = [
  { name: 'terms', href: '/brand/policy/tou' },
  { name: 'privacy', href: '/brand/policy/privacyPolicy' },
  { name: 'marketing', href: null },
] as const;

/** Step 1: the terms (이용약관, 개인정보 수집·이용 required; marketing optional) with "agree to all". */
export function TermsStep({ initial, onNext }: { initial: AgreementsForm; onNext(agreements: Agreements): void }) {
  const { t } = useTranslation('shell');
  const form = useForm<AgreementsForm, unknown, Agreements>({ resolver, defaultValues: initial });
  const values = form.watch();
  const all = values.terms && values.privacy && values.marketing;

  const toggleAll = (checked: boolean) => {
    for (const { name } of ITEMS) form.setValue(name, checked, { shouldValidate: form.formState.isSubmitted });
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label={t('signup.terms.title')}
      onSubmit={form.handleSubmit((agreements) => onNext(agreements))}
    >
      <Typography variant="h6" component="h2" gutterBottom>
        {t('signup.terms.title')}
      </Typography>
      <FormControlLabel
        control={<Checkbox checked={all} onChange={(event) => toggleAll(event.target.checked)} />}
        label={<Typography fontWeight={700}>{t('signup.terms.all')}</Typography>}
      />
      <Divider sx={{ my: 1 }} />
      <Stack spacing={0.5}>
        {ITEMS.map(({ name, href }) => (
          <Box key={name}>
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
              <Controller
                control={form.control}
                name={name}
                render={({ field }) => (
                  <FormControlLabel
                    control={
                      <Checkbox
                        checked={field.value}
                        onChange={(event) => field.onChange(event.target.checked)}
                        onBlur={field.onBlur}
                      />
                    }
                    label={t(`signup.terms.${name}`)}
                  />
                )}
              />
              {href ? (
                <Link href={href} target="_blank" rel="noopener" variant="body2">
                  {t('signup.terms.view')}
                </Link>
              ) : null}
            </Box>
            {form.formState.errors[name]?.message ? (
              <FormHelperText error sx={{ ml: 4, mt: -0.5 }}>
                {form.formState.errors[name]?.message}
              </FormHelperText>
            ) : null}
          </Box>
        ))}
      </Stack>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        {t('signup.terms.marketingNote')}
      </Typography>
      <Button type="submit" variant="contained" size="large" fullWidth sx={{ mt: 3 }}>
        {t('signup.next')}
      </Button>
    </Box>
  );
}
