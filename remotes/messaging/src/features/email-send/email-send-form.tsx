import { useMemo, useRef, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Divider,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Paper,
  Radio,
  RadioGroup,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  EMAIL_PRICE_KRW,
  EMAIL_SUBJECT_MAX,
  EmailMemberSendRequest,
  uniqueAddresses,
  type EmailSendAccepted,
} from '@console/contracts/email-send';
import { ADVERTISING_PREFIX } from '@console/contracts/message-limits';
import { useSession } from '@console/platform/hooks';
import { showServerErrors } from '@console/platform/server-field-errors';
import { useSendConfirm } from '@console/send-kit/confirm/use-send-confirm';
import { formatCount, formatKrw } from '@console/ui/format';
import { useAddressGroups } from '../address-books/get-address-groups';
import { useCreateEmailSendRequest } from './create-email-send-request';

type Values = z.input<typeof EmailMemberSendRequest>;
type Parsed = z.output<typeof EmailMemberSendRequest>;

const FIELDS = [
  'senderName',
  'senderAddress',
  'senderContact',
  'subject',
  'bodyFormat',
  'body',
  'recipients',
  'groupSeqs',
  'advertising',
] as const;

/** Typed addresses: one per line or separated by commas (or semicolons), blanks dropped. */
export const splitAddresses = (text: string): string[] =>
  text
    .split(/[\n,;]+/)
    .map((part) => part.trim())
    .filter(Boolean);

/** The e-mail send form: the contract's member schema checks it in place; the server decides the rest. */
export function EmailSendForm({
  teamSeq,
  onAccepted,
}: {
  teamSeq: number;
  onAccepted(result: EmailSendAccepted): void;
}) {
  const { t, i18n } = useTranslation();
  const businessName = useSession((s) => s.user?.business?.name ?? '');
  const groups = useAddressGroups(teamSeq);
  const create = useCreateEmailSendRequest();
  const confirmSend = useSendConfirm({ busy: create.isPending });
  const [failure, setFailure] = useState<string | null>(null);
  const [addressText, setAddressText] = useState('');
  const submission = useRef<{ fingerprint: string; key: string } | null>(null);
  const form = useForm<Values, unknown, Parsed>({
    resolver: zodResolver(EmailMemberSendRequest),
    defaultValues: {
      senderName: businessName,
      senderAddress: '',
      senderContact: '',
      subject: '',
      bodyFormat: 'TEXT',
      body: '',
      recipients: [],
      groupSeqs: [],
      advertising: false,
    },
  });
  const { errors } = form.formState;
  const revalidate = { shouldValidate: form.formState.isSubmitted };
  const [advertising = false, bodyFormat = 'TEXT', groupSeqs = [], recipients = []] = form.watch([
    'advertising',
    'bodyFormat',
    'groupSeqs',
    'recipients',
  ]);
  const typedCount = uniqueAddresses(recipients).unique.length;
  // An upper bound: a group's contacts without an address are skipped by the server.
  const groupContacts = (groups.data ?? [])
    .filter((group) => groupSeqs.includes(group.seq))
    .reduce((sum, group) => sum + group.contactCount, 0);
  const estimate = useMemo(() => {
    const count = typedCount + groupContacts;
    return { count: formatCount(count), cost: formatKrw(count * EMAIL_PRICE_KRW, i18n.language) };
  }, [typedCount, groupContacts, i18n.language]);

  const setAdvertising = (on: boolean) => {
    form.setValue('advertising', on, revalidate);
    const subject = form.getValues('subject') ?? '';
    if (on && !subject.trim().startsWith(ADVERTISING_PREFIX))
      form.setValue(
        'subject',
        `${ADVERTISING_PREFIX} ${subject.trim()}`.trimEnd() + (subject.trim() ? '' : ' '),
        revalidate,
      );
    if (!on && subject.trim().startsWith(ADVERTISING_PREFIX))
      form.setValue('subject', subject.trim().slice(ADVERTISING_PREFIX.length).trim(), revalidate);
  };
  const toggleGroup = (seq: number, on: boolean) =>
    form.setValue('groupSeqs', on ? [...groupSeqs, seq] : groupSeqs.filter((s) => s !== seq), revalidate);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const payload: Parsed = { ...values, senderContact: values.advertising ? values.senderContact : null };
    const ok = await confirmSend.ask({
      title: t('emailSend.confirmTitle'),
      lines: [t('emailSend.confirm', estimate)],
      confirmLabel: t('emailSend.submit'),
    });
    if (!ok) return;
    const fingerprint = JSON.stringify(payload);
    if (submission.current?.fingerprint !== fingerprint) submission.current = { fingerprint, key: crypto.randomUUID() };
    try {
      onAccepted(await create.mutateAsync({ body: payload, idempotencyKey: submission.current.key }));
      submission.current = null;
    } catch (error) {
      setFailure(showServerErrors(form.setError, error, FIELDS, { placeAt: 'root' }));
    }
  });

  const busy = form.formState.isSubmitting || create.isPending;
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Stack component="form" noValidate aria-label={t('emailSend.title')} onSubmit={submit} spacing={3}>
        {failure ? (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            fullWidth
            required
            label={t('emailSend.senderName')}
            {...form.register('senderName')}
            error={Boolean(errors.senderName)}
            helperText={errors.senderName?.message}
          />
          <TextField
            fullWidth
            required
            type="email"
            label={t('emailSend.senderAddress')}
            {...form.register('senderAddress')}
            error={Boolean(errors.senderAddress)}
            helperText={errors.senderAddress?.message ?? t('emailSend.senderAddressHelp')}
          />
        </Stack>
        <TextField
          multiline
          minRows={3}
          label={t('emailSend.recipients.label')}
          value={addressText}
          onChange={(event) => {
            setAddressText(event.target.value);
            form.setValue('recipients', splitAddresses(event.target.value), revalidate);
          }}
          error={Boolean(errors.recipients)}
          helperText={
            errors.recipients?.message ??
            `${t('emailSend.recipients.help')} ${t('emailSend.recipients.count', { count: typedCount })}`
          }
        />
        <FormControl component="fieldset" error={Boolean(errors.groupSeqs)}>
          <FormLabel component="legend">{t('emailSend.groups.label')}</FormLabel>
          {groups.data && groups.data.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('emailSend.groups.none')}
            </Typography>
          ) : (
            <FormGroup row>
              {(groups.data ?? []).map((group) => (
                <FormControlLabel
                  key={group.seq}
                  control={
                    <Checkbox
                      checked={groupSeqs.includes(group.seq)}
                      onChange={(event) => toggleGroup(group.seq, event.target.checked)}
                    />
                  }
                  label={t('emailSend.groups.option', { name: group.name, count: group.contactCount })}
                />
              ))}
            </FormGroup>
          )}
          <FormHelperText>{errors.groupSeqs?.message ?? t('emailSend.groups.help')}</FormHelperText>
        </FormControl>
        <Divider />
        <Box>
          <FormControlLabel
            control={<Switch checked={advertising} onChange={(event) => setAdvertising(event.target.checked)} />}
            label={t('emailSend.advertising.label')}
          />
          <Typography variant="body2" color="text.secondary">
            {t('emailSend.advertising.help')}
          </Typography>
        </Box>
        {advertising ? (
          <TextField
            required
            label={t('emailSend.advertising.contact')}
            {...form.register('senderContact')}
            error={Boolean(errors.senderContact)}
            helperText={errors.senderContact?.message ?? t('emailSend.advertising.contactHelp')}
          />
        ) : null}
        <TextField
          required
          label={t('emailSend.subject')}
          {...form.register('subject')}
          error={Boolean(errors.subject)}
          helperText={errors.subject?.message ?? t('emailSend.subjectHelp', { max: EMAIL_SUBJECT_MAX })}
        />
        <FormControl>
          <FormLabel id="email-body-format">{t('emailSend.bodyFormat.label')}</FormLabel>
          <RadioGroup
            row
            aria-labelledby="email-body-format"
            value={bodyFormat}
            onChange={(event) => form.setValue('bodyFormat', event.target.value as 'TEXT' | 'HTML', revalidate)}
          >
            <FormControlLabel value="TEXT" control={<Radio />} label={t('emailSend.bodyFormat.TEXT')} />
            <FormControlLabel value="HTML" control={<Radio />} label={t('emailSend.bodyFormat.HTML')} />
          </RadioGroup>
        </FormControl>
        <TextField
          required
          multiline
          minRows={6}
          label={t('emailSend.body')}
          {...form.register('body')}
          error={Boolean(errors.body)}
          helperText={
            errors.body?.message ?? (bodyFormat === 'HTML' ? t('emailSend.bodyHelpHtml') : t('emailSend.bodyHelpText'))
          }
        />
        <Divider />
        <Typography data-testid="email-estimate">{t('emailSend.estimate', estimate)}</Typography>
        <Box>
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {t('emailSend.submit')}
          </Button>
        </Box>
      </Stack>
      {confirmSend.dialog}
    </Paper>
  );
}
