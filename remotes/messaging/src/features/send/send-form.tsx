import { useCallback, useMemo, useRef, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Divider, Paper, Stack, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isFreeCallNumber } from '@console/contracts/phone-numbers';
import { SendRequestCreate } from '@console/contracts/send-requests';
import { useSession } from '@console/platform/hooks';
import { formatCount, formatDateTime, formatKrw } from '@console/ui/format';
import { showServerErrors } from '@console/platform/server-field-errors';
import { useSendConfirm } from '@console/send-kit/confirm/use-send-confirm';
import { SendProgress } from '@console/send-kit/progress/send-progress';
import { useSendKitTranslation } from '@console/send-kit/send-kit-texts';
import { AdvertisingFields } from '@console/send-kit/advertising/advertising-fields';
import { useCreateSendRequest } from './create-send-request';
import { estimateSend } from './estimate-send';
import { ImagePicker, type PickedImage } from '@console/send-kit/images/image-picker';
import { useApprovedCallbackNumbers } from './get-approved-callback-numbers';
import { MessageFields } from './message-fields';
import type { ParsedRecipients } from '@console/send-kit/recipients/parse-recipients';
import { PhonePreview } from './phone-preview';
import { RecipientsField } from '@console/send-kit/recipients/recipients-field';
import { ScheduleField } from '@console/send-kit/schedule/schedule-field';
import type { SendFormValues } from './send-form-values';
import { SenderSelect } from './sender-select';
import type { SendFormProps } from './send-page';

const FIELDS = ['recipients', 'body', 'subject', 'senderNumber', 'advertising', 'reserveAt', 'imageIds'] as const;

/** The web send form: every field checked live, the same schema as the server on submit. */
export function SendForm({ teamSeq, onAccepted }: SendFormProps) {
  const { t, i18n } = useTranslation();
  const { t: kitT } = useSendKitTranslation();
  const businessName = useSession((s) => s.user?.business?.name ?? '');
  const numbers = useApprovedCallbackNumbers(teamSeq);
  const create = useCreateSendRequest();
  const confirmSend = useSendConfirm({ busy: create.isPending });
  const [failure, setFailure] = useState<string | null>(null);
  const [reserving, setReserving] = useState(false);
  const [reserveLocal, setReserveLocal] = useState('');
  // MMS images as picked: each uploads at once; only uploaded ones are sent.
  const [picks, setPicks] = useState<PickedImage[]>([]);
  /** Share of the request sent while it is accepted; 1: the server is saving it. */
  const [sent, setSent] = useState(0);
  const uploading = picks.some((pick) => !pick.image);
  // One key per distinct submission: a double click or a retry of the same request sends once.
  const submission = useRef<{ fingerprint: string; key: string } | null>(null);
  const form = useForm<SendFormValues, unknown, SendRequestCreate>({
    resolver: zodResolver(SendRequestCreate),
    defaultValues: { recipients: [], body: '', subject: '', senderNumber: '', advertising: false, reserveAt: null },
  });
  const [body = '', subject = '', recipients = [], reserveAt, senderNumber = ''] = form.watch([
    'body',
    'subject',
    'recipients',
    'reserveAt',
    'senderNumber',
  ]);
  const estimate = useMemo(
    () => estimateSend(body, subject, recipients, picks.length),
    [body, subject, recipients, picks.length],
  );
  const sendAt = reserving && reserveAt ? new Date(reserveAt) : new Date();
  const items = numbers.data?.items;
  const suggestedOptOut = items?.find((n) => isFreeCallNumber(n.number))?.number ?? '';

  const { setValue } = form;
  const isSubmitted = form.formState.isSubmitted;
  const onRecipients = useCallback(
    (parsed: ParsedRecipients) => setValue('recipients', parsed.recipients, { shouldValidate: isSubmitted }),
    [setValue, isSubmitted],
  );

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const imageIds = picks.flatMap((pick) => (pick.image ? [pick.image.imageId] : []));
    const payload: SendRequestCreate = {
      ...values,
      subject: values.subject || undefined,
      reserveAt: reserving ? values.reserveAt : null,
      ...(imageIds.length > 0 ? { imageIds } : {}),
    };
    const planned = estimateSend(payload.body, payload.subject ?? '', payload.recipients, imageIds.length);
    const details = {
      count: formatCount(payload.recipients.length),
      type: planned.mainType,
      cost: formatKrw(planned.costKrw, i18n.language),
    };
    const ok = await confirmSend.ask({
      title: t('send.confirmTitle'),
      lines: [
        payload.reserveAt
          ? t('send.confirmReserve', { ...details, at: formatDateTime(payload.reserveAt) })
          : t('send.confirm', details),
      ],
      confirmLabel: payload.reserveAt ? t('send.submitReserve') : t('send.submit'),
    });
    if (!ok) return;
    const fingerprint = JSON.stringify(payload);
    if (submission.current?.fingerprint !== fingerprint) submission.current = { fingerprint, key: crypto.randomUUID() };
    try {
      setSent(0);
      onAccepted(
        await create.mutateAsync({ body: payload, idempotencyKey: submission.current.key, onProgress: setSent }),
      );
      submission.current = null;
    } catch (error) {
      setFailure(showServerErrors(form.setError, error, FIELDS, { placeAt: 'root' }));
    }
  });

  const busy = form.formState.isSubmitting || create.isPending;
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} alignItems="flex-start">
      <Paper variant="outlined" sx={{ p: 3, flex: 1, minWidth: 0 }}>
        <Stack component="form" noValidate aria-label={t('send.title')} onSubmit={submit} spacing={3}>
          {failure ? (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          ) : null}
          <SenderSelect form={form} teamSeq={teamSeq} numbers={items} />
          <RecipientsField
            teamSeq={teamSeq}
            onChange={onRecipients}
            error={form.formState.errors.recipients?.message}
          />
          <Divider />
          <MessageFields form={form} estimate={estimate} />
          <ImagePicker picks={picks} onPicksChange={setPicks} error={form.formState.errors.imageIds?.message} />
          <AdvertisingFields
            advertising={form.watch('advertising') ?? false}
            error={form.formState.errors.advertising?.message}
            senderName={businessName}
            suggestedOptOut={suggestedOptOut}
            sendAt={sendAt}
            getBody={() => form.getValues('body') ?? ''}
            onChange={(change) => {
              const revalidate = { shouldValidate: form.formState.isSubmitted };
              form.setValue('advertising', change.advertising, revalidate);
              form.setValue('body', change.body, revalidate);
            }}
          />
          <Divider />
          <ScheduleField
            form={form}
            reserving={reserving}
            onReservingChange={setReserving}
            localValue={reserveLocal}
            onLocalValueChange={setReserveLocal}
          />
          <Typography data-testid="send-estimate">
            {t('send.estimate', {
              count: formatCount(recipients.length),
              type: estimate.mainType,
              cost: formatKrw(estimate.costKrw, i18n.language),
            })}
          </Typography>
          {uploading ? (
            <Typography variant="body2" role="status" color="text.secondary">
              {kitT('images.waitUpload')}
            </Typography>
          ) : null}
          {busy ? <SendProgress sent={sent} recipientCount={recipients.length} /> : null}
          <Box>
            <Button type="submit" variant="contained" size="large" disabled={busy || uploading || items?.length === 0}>
              {reserving ? t('send.submitReserve') : t('send.submit')}
            </Button>
          </Box>
        </Stack>
      </Paper>
      <PhonePreview
        sender={senderNumber}
        subject={estimate.mainType === 'SMS' ? '' : subject}
        body={body}
        type={estimate.mainType}
        images={picks.map((pick) => pick.file)}
      />
      {confirmSend.dialog}
    </Stack>
  );
}
