import { useMemo, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  SendRequestUpdate,
  type SendRecipient,
  type SendRequestCreate,
  type SendRequestDetail,
} from '@console/contracts/send-requests';
import { useUi } from '@console/platform/hooks';
import { showServerErrors } from '@console/platform/server-field-errors';
import { estimateSend } from '../send/estimate-send';
import { toKstLocalInput } from '@console/send-kit/schedule/kst-datetime';
import { MessageFields } from '../send/message-fields';
import type { SendFormValues } from '../send/send-form-values';
import { ScheduleField } from '@console/send-kit/schedule/schedule-field';
import { useUpdateSendRequest } from './update-send-request';

const FIELDS = ['body', 'subject', 'reserveAt', 'recipients', 'senderNumber'] as const;

export interface ReservationEditFormProps {
  request: SendRequestDetail;
  recipients: SendRecipient[];
  onSaved(): void;
}

/** Body, subject and time of a reservation, checked live and on save with the server's schema. */
export function ReservationEditForm({ request, recipients, onSaved }: ReservationEditFormProps) {
  const { t } = useTranslation();
  const ui = useUi();
  const update = useUpdateSendRequest(String(request.seq));
  const [failure, setFailure] = useState<string | null>(null);
  const [reserveLocal, setReserveLocal] = useState(
    request.reserveAt ? toKstLocalInput(new Date(request.reserveAt)) : '',
  );
  const form = useForm<SendFormValues, unknown, SendRequestCreate>({
    resolver: zodResolver(SendRequestUpdate),
    defaultValues: {
      recipients,
      body: request.body,
      subject: request.subject ?? '',
      senderNumber: request.senderNumber,
      advertising: request.advertising,
      reserveAt: request.reserveAt,
      type: request.forcedType,
      // The images stay as they are (the edit changes text, time and recipients).
      ...(request.images?.length ? { imageIds: request.images.map((image) => image.imageId) } : {}),
    },
  });
  const [body = '', subject = ''] = form.watch(['body', 'subject']);
  const imageCount = request.images?.length ?? 0;
  const estimate = useMemo(
    () => estimateSend(body, subject, recipients, imageCount),
    [body, subject, recipients, imageCount],
  );

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await update.mutateAsync({ ...values, subject: values.subject || undefined });
      ui.toast(t('reserve.saved'), 'success');
      onSaved();
    } catch (error) {
      setFailure(showServerErrors(form.setError, error, FIELDS, { placeAt: 'root' }));
    }
  });

  return (
    <Stack component="form" noValidate aria-label={t('reserve.editTitle')} onSubmit={submit} spacing={2.5}>
      {failure ? (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      ) : null}
      <MessageFields form={form} estimate={estimate} />
      <ScheduleField
        form={form}
        reserving
        onReservingChange={() => undefined}
        localValue={reserveLocal}
        onLocalValueChange={setReserveLocal}
        reserveOnly
      />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
          {t('reserve.save')}
        </Button>
      </Stack>
    </Stack>
  );
}
