import { useCallback, useEffect, useRef, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Divider, Paper, Stack } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { BrandTemplate } from '@console/contracts/kakao';
import { fillKakaoTemplateText } from '@console/contracts/kakao-send-fields';
import { type BrandMessageSendOptions, type BrandMessageSendRequestCreate } from '@console/contracts/kakao-brand-send';
import { longestFilledText } from '@console/contracts/variables';
import { countEucKrBytes } from '@console/contracts/text-bytes';
import { useSession } from '@console/platform/hooks';
import { showServerErrors } from '@console/platform/server-field-errors';
import { SendProgress } from '@console/send-kit/progress/send-progress';
import type { ParsedRecipients } from '@console/send-kit/recipients/parse-recipients';
import { RecipientsField } from '@console/send-kit/recipients/recipients-field';
import { ScheduleField } from '@console/send-kit/schedule/schedule-field';
import { formatPhoneNumber } from '@console/ui/format';
import type { AlimtalkFormProps } from '../alimtalk-send/alimtalk-send-layout';
import { fieldMessage, filledValues, recipientsWithFilledValues } from '../alimtalk-send/filled-values';
import { SenderProfileSelect } from '../alimtalk-send/sender-profile-select';
import { useIdempotencyKey } from '../alimtalk-send/use-idempotency-key';
import { BrandMessagePreview } from '../brand-templates/brand-message-preview';
import { BrandAdvertisingNotice } from './brand-advertising-notice';
import { BrandEstimate } from './brand-estimate';
import { BrandFallbackFields } from './brand-fallback-fields';
import { brandMessageText, brandMessageVariables } from './brand-message-text';
import { BrandNightWarning } from './brand-night-warning';
import { BrandOptionsGate } from './brand-options-gate';
import { brandSendFormSchema, type BrandSendFormValues } from './brand-send-form-schema';
import { BrandTargetingField } from './brand-targeting-field';
import { BrandTemplateFields } from './brand-template-fields';
import { useCreateBrandMessageSendRequest } from './create-brand-message-send-request';
import { FallbackBubble } from './fallback-bubble';
import { useConfirmBrandSend } from './use-confirm-brand-send';

const FIELDS = [
  'senderProfileSeq',
  'templateSeq',
  'targeting',
  'templateVariables',
  'recipients',
  'reserveAt',
  'fallback',
  'fallbackText',
  'senderNumber',
] as const;

/** The brand message send form once the team's profiles, templates and numbers are known. */
export function BrandSendForm(props: AlimtalkFormProps) {
  return (
    <BrandOptionsGate teamSeq={props.teamSeq}>
      {(options) => <BrandSendFormFields {...props} options={options} />}
    </BrandOptionsGate>
  );
}

/** Profile, template and its variables, targeting, recipients, fallback, time; the contract's schema decides. */
function BrandSendFormFields({
  teamSeq,
  onAccepted,
  options,
}: AlimtalkFormProps & { options: BrandMessageSendOptions }) {
  const { t } = useTranslation();
  const businessName = useSession((s) => s.user?.business?.name ?? '');
  const create = useCreateBrandMessageSendRequest(teamSeq);
  const confirmSend = useConfirmBrandSend({ busy: create.isPending });
  const idempotency = useIdempotencyKey();
  const [failure, setFailure] = useState<string | null>(null);
  const [reserving, setReserving] = useState(false);
  const [reserveLocal, setReserveLocal] = useState('');
  const [fileVariables, setFileVariables] = useState<string[]>([]);
  /** Share of the request sent while it is accepted; 1: the server is saving it. */
  const [sent, setSent] = useState(0);
  // The schema checks variables against the template chosen at validation time.
  const chosenTemplate = useRef<BrandTemplate | undefined>(undefined);
  const [resolver] = useState(() => zodResolver(brandSendFormSchema(() => chosenTemplate.current)));
  const form = useForm<BrandSendFormValues, unknown, BrandMessageSendRequestCreate>({
    resolver,
    defaultValues: {
      senderProfileSeq: options.senderProfiles[0]?.seq,
      targeting: 'I',
      templateVariables: {},
      recipients: [],
      reserveAt: null,
      fallback: 'NONE',
      fallbackText: '',
      senderNumber: '',
    },
  });
  const { setValue } = form;
  const isSubmitted = form.formState.isSubmitted;
  const revalidate = { shouldValidate: isSubmitted };

  const onRecipients = useCallback(
    (parsed: ParsedRecipients) => {
      setValue('recipients', recipientsWithFilledValues(parsed.recipients), { shouldValidate: isSubmitted });
      setFileVariables(parsed.variableNames);
    },
    [setValue, isSubmitted],
  );

  const [
    senderProfileSeq,
    templateSeq,
    targeting = 'I',
    typedValues,
    recipients = [],
    reserveAt,
    fallback = 'NONE',
    fallbackText = '',
    senderNumber = '',
  ] = form.watch([
    'senderProfileSeq',
    'templateSeq',
    'targeting',
    'templateVariables',
    'recipients',
    'reserveAt',
    'fallback',
    'fallbackText',
    'senderNumber',
  ]);
  const profile = options.senderProfiles.find((candidate) => candidate.seq === senderProfileSeq);
  const templates = options.templates.filter((candidate) => candidate.senderProfileSeq === senderProfileSeq);
  const template = templates.find((candidate) => candidate.seq === templateSeq);
  chosenTemplate.current = template;
  const shared = filledValues(typedValues);
  const first = recipients[0];
  const fill = (text: string) => fillKakaoTemplateText(text, shared, first ?? { phone: '' });
  const errors = form.formState.errors;

  // After a first submit, messages that depend on other fields follow them (a recipient file can fill
  // the variables, another template asks for others).
  useEffect(() => {
    if (isSubmitted) void form.trigger(['templateVariables', 'fallbackText']);
  }, [form, isSubmitted, recipients, templateSeq, typedValues, fallback]);

  const chooseProfile = (seq: number) => {
    setValue('senderProfileSeq', seq, revalidate);
    form.resetField('templateSeq');
    setValue('templateVariables', {});
  };
  const chooseTemplate = (seq: number) => {
    const next = options.templates.find((candidate) => candidate.seq === seq);
    const names = brandMessageVariables(next);
    // Values of variables the new template also has are kept.
    const kept = Object.fromEntries(Object.entries(typedValues ?? {}).filter(([name]) => names.includes(name)));
    chosenTemplate.current = next;
    setValue('templateVariables', kept);
    setValue('templateSeq', seq, revalidate);
  };

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const payload: BrandMessageSendRequestCreate = {
      senderProfileSeq: values.senderProfileSeq,
      templateSeq: values.templateSeq,
      targeting: values.targeting,
      templateVariables: filledValues(values.templateVariables),
      recipients: values.recipients,
      reserveAt: reserving ? values.reserveAt : null,
      fallback: values.fallback,
      ...(values.fallback === 'CUSTOM' ? { fallbackText: values.fallbackText, senderNumber: values.senderNumber } : {}),
    };
    const ok = await confirmSend.ask({
      recipientCount: payload.recipients.length,
      targeting: payload.targeting,
      reserveAt: payload.reserveAt,
      fallbackSender: payload.fallback === 'CUSTOM' ? (payload.senderNumber ?? null) : null,
    });
    if (!ok) return;
    try {
      setSent(0);
      onAccepted(
        await create.mutateAsync({ body: payload, idempotencyKey: idempotency.keyFor(payload), onProgress: setSent }),
      );
      idempotency.clear();
    } catch (error) {
      setFailure(showServerErrors(form.setError, error, FIELDS, { placeAt: 'root' }));
    }
  });

  const busy = form.formState.isSubmitting || create.isPending;
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} alignItems="flex-start">
      <Paper variant="outlined" sx={{ p: 3, flex: 1, minWidth: 0 }}>
        <Stack component="form" noValidate aria-label={t('brandSend.title')} onSubmit={submit} spacing={3}>
          <BrandAdvertisingNotice />
          {failure ? (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          ) : null}
          <SenderProfileSelect
            profiles={options.senderProfiles}
            value={senderProfileSeq}
            onChange={chooseProfile}
            error={errors.senderProfileSeq?.message}
          />
          <BrandTemplateFields
            teamSeq={teamSeq}
            templates={templates}
            selected={template}
            onSelect={chooseTemplate}
            templateError={errors.templateSeq?.message}
            variableNames={brandMessageVariables(template)}
            values={typedValues ?? {}}
            onValueChange={(name, value) =>
              setValue('templateVariables', { ...form.getValues('templateVariables'), [name]: value }, revalidate)
            }
            fileVariables={fileVariables}
            variablesError={fieldMessage(errors.templateVariables)}
          />
          <BrandTargetingField
            value={targeting}
            onChange={(value) => setValue('targeting', value, revalidate)}
            error={errors.targeting?.message}
          />
          <Divider />
          <RecipientsField teamSeq={teamSeq} onChange={onRecipients} error={errors.recipients?.message} />
          <Divider />
          <BrandFallbackFields
            teamSeq={teamSeq}
            enabled={fallback === 'CUSTOM'}
            onEnabledChange={(enabled) => setValue('fallback', enabled ? 'CUSTOM' : 'NONE', revalidate)}
            senderNumbers={options.senderNumbers}
            senderNumber={senderNumber}
            onSenderNumberChange={(value) => setValue('senderNumber', value, revalidate)}
            fallbackText={fallbackText}
            measuredText={longestFilledText(fallbackText, recipients, countEucKrBytes, shared)}
            onFallbackTextChange={(value) => setValue('fallbackText', value, revalidate)}
            senderName={businessName || (profile?.channelName ?? '')}
            brandText={template ? brandMessageText(template) : ''}
            errors={{ fallbackText: errors.fallbackText?.message, senderNumber: errors.senderNumber?.message }}
          />
          <Divider />
          <Stack spacing={1}>
            <ScheduleField
              form={form}
              reserving={reserving}
              onReservingChange={setReserving}
              localValue={reserveLocal}
              onLocalValueChange={setReserveLocal}
            />
            <BrandNightWarning reserving={reserving} reserveAt={reserveAt} error={errors.reserveAt?.message} />
          </Stack>
          <BrandEstimate recipientCount={recipients.length} targeting={targeting} withFallback={fallback !== 'NONE'} />
          {create.isPending ? <SendProgress sent={sent} recipientCount={recipients.length} /> : null}
          <Box>
            <Button type="submit" variant="contained" size="large" disabled={busy || templates.length === 0}>
              {reserving ? t('brandSend.submitReserve') : t('brandSend.submit')}
            </Button>
          </Box>
        </Stack>
      </Paper>
      <BrandMessagePreview
        channelName={profile?.channelName ?? null}
        message={template ?? null}
        fill={fill}
        note={
          !template
            ? undefined
            : first
              ? t('brandSend.preview.firstRecipient', { phone: formatPhoneNumber(first.phone) })
              : t('brandSend.preview.noRecipient')
        }
        after={fallback === 'CUSTOM' && fallbackText ? <FallbackBubble text={fill(fallbackText)} /> : null}
      />
      {confirmSend.dialog}
    </Stack>
  );
}
