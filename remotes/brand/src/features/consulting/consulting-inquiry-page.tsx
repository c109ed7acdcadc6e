import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Paper,
  Stack,
} from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  ConsultingInquiryRequest,
  HONEYPOT_FIELD,
  INQUIRY_SERVICES,
  MONTHLY_VOLUME_RANGES,
  type ConsultingInquiry,
  type MonthlyVolume,
  type SalesInquiryReceipt,
} from '@console/contracts/sales-inquiries';
import { showServerErrors } from '@console/platform/server-field-errors';
import { FailureAlert } from '@console/ui/failure-alert';
import { PageHeader } from '@console/ui/page-header';
import { consultingPrefill } from './consulting-prefill';
import {
  CONTACT_FIELDS,
  FormSelectField,
  FormTextField,
  HoneypotField,
  InquiryContactFields,
} from './inquiry-contact-fields';
import { InquiryReceived } from './inquiry-received';
import { PrivacyConsentField } from './privacy-consent-field';
import { useSendConsultingInquiry } from './send-consulting-inquiry';

const VOLUMES = Object.keys(MONTHLY_VOLUME_RANGES) as MonthlyVolume[];
const FIELDS = [...CONTACT_FIELDS, 'monthlyVolume', 'services', 'message', 'privacyConsent'];

/**
 * /brand/customers/consultingInquiry (guests only; the shell sends a logged-in user to the dashboard):
 * the consulting request, prefilled from a service page (`?service=`) or the questionnaire's result.
 * After sending, the confirmation replaces the form.
 */
export function ConsultingInquiryPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const [prefill] = useState(() => consultingPrefill(search));
  const [receipt, setReceipt] = useState<SalesInquiryReceipt | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const send = useSendConsultingInquiry();
  const form = useForm<ConsultingInquiryRequest, unknown, ConsultingInquiry>({
    resolver: zodResolver(ConsultingInquiryRequest),
    defaultValues: {
      company: '',
      name: '',
      phone: '',
      email: '',
      services: [],
      message: prefill.answers
        ? t('consulting.questionnaireMessage', {
            industry: t(`questionnaire.industries.${prefill.answers.industry}`),
            purposes: prefill.answers.purposes.map((p) => t(`questionnaire.purposeNames.${p}`)).join(', '),
          })
        : '',
      [HONEYPOT_FIELD]: '',
      ...prefill.values,
      ...(prefill.answers ? { answers: prefill.answers } : {}),
    },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      setReceipt(await send.mutateAsync(values));
    } catch (error) {
      setFailure(showServerErrors(form.setError, error, FIELDS, { focus: true }));
    }
  });

  if (receipt) return <InquiryReceived title={t('consulting.done.title')} receipt={receipt} />;
  return (
    <Box sx={{ maxWidth: 760, mx: 'auto' }}>
      <PageHeader title={t('consulting.title')} description={t('consulting.description')} />
      {prefill.answers ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('consulting.fromQuestionnaire')}
        </Alert>
      ) : null}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, position: 'relative' }}>
        <Stack component="form" spacing={3} noValidate onSubmit={onSubmit} aria-label={t('consulting.form')}>
          <FailureAlert message={failure} />
          <InquiryContactFields form={form} />
          <FormSelectField
            form={form}
            name="monthlyVolume"
            label={t('consulting.fields.monthlyVolume')}
            options={VOLUMES.map((volume) => ({ value: volume, label: t(`consulting.volumes.${volume}`) }))}
          />
          <Controller
            control={form.control}
            name="services"
            render={({ field, fieldState }) => {
              const selected = field.value ?? [];
              return (
                <FormControl component="fieldset" error={Boolean(fieldState.error)} required>
                  <FormLabel component="legend">{t('consulting.fields.services')}</FormLabel>
                  <FormGroup row>
                    {INQUIRY_SERVICES.map((service) => (
                      <FormControlLabel
                        key={service}
                        label={t(`consulting.services.${service}`)}
                        control={
                          <Checkbox
                            size="small"
                            checked={selected.includes(service)}
                            onChange={(event) =>
                              field.onChange(
                                event.target.checked
                                  ? [...selected, service]
                                  : selected.filter((value) => value !== service),
                              )
                            }
                          />
                        }
                      />
                    ))}
                  </FormGroup>
                  {fieldState.error ? <FormHelperText>{fieldState.error.message}</FormHelperText> : null}
                </FormControl>
              );
            }}
          />
          <FormTextField
            form={form}
            name="message"
            label={t('consulting.fields.message')}
            helperText={t('consulting.fields.messageHelp')}
            multiline
            minRows={5}
            required
          />
          <PrivacyConsentField control={form.control} name="privacyConsent" />
          <HoneypotField form={form} />
          <Button type="submit" variant="contained" size="large" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? t('consulting.sending') : t('consulting.submit')}
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
