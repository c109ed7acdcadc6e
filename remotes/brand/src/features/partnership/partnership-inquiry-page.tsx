import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Paper, Stack } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  HONEYPOT_FIELD,
  PARTNERSHIP_TYPES,
  PartnershipInquiryRequest,
  type PartnershipInquiry,
  type SalesInquiryReceipt,
} from '@console/contracts/sales-inquiries';
import { showServerErrors } from '@console/platform/server-field-errors';
import { FailureAlert } from '@console/ui/failure-alert';
import { PageHeader } from '@console/ui/page-header';
// The contact fields, consent and confirmation are the consulting form's: one wording for both forms.
import {
  CONTACT_FIELDS,
  FormSelectField,
  FormTextField,
  HoneypotField,
  InquiryContactFields,
} from '../consulting/inquiry-contact-fields';
import { InquiryReceived } from '../consulting/inquiry-received';
import { PrivacyConsentField } from '../consulting/privacy-consent-field';
import { useSendPartnershipInquiry } from './send-partnership-inquiry';

const FIELDS = [...CONTACT_FIELDS, 'partnershipType', 'website', 'message', 'privacyConsent'];

/** /brand/customers/partnershipInquiry: a partnership request; the confirmation replaces the form. */
export function PartnershipInquiryPage() {
  const { t } = useTranslation();
  const [receipt, setReceipt] = useState<SalesInquiryReceipt | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const send = useSendPartnershipInquiry();
  const form = useForm<PartnershipInquiryRequest, unknown, PartnershipInquiry>({
    resolver: zodResolver(PartnershipInquiryRequest),
    defaultValues: { company: '', name: '', phone: '', email: '', website: '', message: '', [HONEYPOT_FIELD]: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      setReceipt(await send.mutateAsync(values));
    } catch (error) {
      setFailure(showServerErrors(form.setError, error, FIELDS, { focus: true }));
    }
  });

  if (receipt) return <InquiryReceived title={t('partnership.doneTitle')} receipt={receipt} />;
  return (
    <Box sx={{ maxWidth: 760, mx: 'auto' }}>
      <PageHeader title={t('partnership.title')} description={t('partnership.description')} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, position: 'relative' }}>
        <Stack component="form" spacing={3} noValidate onSubmit={onSubmit} aria-label={t('partnership.form')}>
          <FailureAlert message={failure} />
          <InquiryContactFields form={form} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormSelectField
              form={form}
              name="partnershipType"
              label={t('partnership.partnershipType')}
              options={PARTNERSHIP_TYPES.map((type) => ({ value: type, label: t(`partnership.types.${type}`) }))}
            />
            <FormTextField
              form={form}
              name="website"
              label={t('partnership.website')}
              helperText={t('partnership.websiteHelp')}
              type="url"
              autoComplete="url"
            />
          </Stack>
          <FormTextField
            form={form}
            name="message"
            label={t('consulting.fields.message')}
            multiline
            minRows={5}
            required
          />
          <PrivacyConsentField control={form.control} name="privacyConsent" />
          <HoneypotField form={form} />
          <Button type="submit" variant="contained" size="large" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? t('consulting.sending') : t('partnership.submit')}
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
