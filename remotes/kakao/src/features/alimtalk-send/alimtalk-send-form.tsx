import { useCallback, useEffect, useRef, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Divider, Paper, Stack } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { kakaoVariableNames, type AlimtalkTemplate } from '@console/contracts/kakao';
import type { AlimtalkSendOptions, AlimtalkSendRequestCreate } from '@console/contracts/kakao-send';
import { fillKakaoTemplateText } from '@console/contracts/kakao-send-fields';
import { longestFilledText } from '@console/contracts/variables';
import { chooseMessageType, countEucKrBytes } from '@console/contracts/text-bytes';
import { showServerErrors } from '@console/platform/server-field-errors';
import type { ParsedRecipients } from '@console/send-kit/recipients/parse-recipients';
import { RecipientsField } from '@console/send-kit/recipients/recipients-field';
import { ScheduleField } from '@console/send-kit/schedule/schedule-field';
import { formatPhoneNumber } from '@console/ui/format';
import { AlimtalkFallbackFields } from './alimtalk-fallback-fields';
import { AlimtalkSendFooter } from './alimtalk-send-footer';
import { AlimtalkOptionsGate } from './alimtalk-options-gate';
import { alimtalkMessageOf, AlimtalkPreview } from './alimtalk-preview';
import { alimtalkSendFormSchema, templateTexts, type AlimtalkSendFormValues } from './alimtalk-send-form-schema';
import type { AlimtalkFormProps } from './alimtalk-send-layout';
import { AlimtalkTemplateFields } from './alimtalk-template-fields';
import { useCreateAlimtalkSendRequest } from './create-alimtalk-send-request';
import { fieldMessage, filledValues, recipientsWithFilledValues } from './filled-values';
import { SenderProfileSelect } from './sender-profile-select';
import { useConfirmAlimtalkSend } from './use-confirm-alimtalk-send';
import { useIdempotencyKey } from './use-idempotency-key';

const FIELDS = [
  'senderProfileSeq',
  'templateSeq',
  'templateVariables',
  'recipients',
  'reserveAt',
  'fallback',
  'fallbackText',
  'senderNumber',
] as const;

/** The alimtalk send form once the team's profiles, templates and numbers are known. */
export function AlimtalkSendForm(props: AlimtalkFormProps) {
  return (
    <AlimtalkOptionsGate teamSeq={props.teamSeq}>
      {(options) => <AlimtalkSendFormFields {...props} options={options} />}
    </AlimtalkOptionsGate>
  );
}

/** Profile, approved template and its variables, recipients, fallback, time; the contract's schema decides. */
function AlimtalkSendFormFields({
  teamSeq,
  onAccepted,
  options,
}: AlimtalkFormProps & { options: AlimtalkSendOptions }) {
  const { t } = useTranslation();
  const create = useCreateAlimtalkSendRequest(teamSeq);
  const confirmSend = useConfirmAlimtalkSend({ busy: create.isPending });
  const idempotency = useIdempotencyKey();
  const [failure, setFailure] = useState<string | null>(null);
  const [reserving, setReserving] = useState(false);
  const [reserveLocal, setReserveLocal] = useState('');
  const [fileVariables, setFileVariables] = useState<string[]>([]);
  /** Share of the request sent while it is accepted; 1: the server is saving it. */
  const [sent, setSent] = useState(0);
  // The schema checks variables against the template chosen at validation time.
  const chosenTemplate = useRef<AlimtalkTemplate | undefined>(undefined);
  const [resolver] = useState(() => zodResolver(alimtalkSendFormSchema(() => chosenTemplate.current)));
  const form = useForm<AlimtalkSendFormValues, unknown, AlimtalkSendRequestCreate>({
    resolver,
    defaultValues: {
      senderProfileSeq: options.senderProfiles[0]?.seq,
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
    typedValues,
    recipients = [],
    fallback = 'NONE',
    fallbackText = '',
    senderNumber = '',
  ] = form.watch([
    'senderProfileSeq',
    'templateSeq',
    'templateVariables',
    'recipients',
    'fallback',
    'fallbackText',
    'senderNumber',
  ]);
  const profile = options.senderProfiles.find((candidate) => candidate.seq === senderProfileSeq);
  const templates = options.templates.filter((candidate) => candidate.senderProfileSeq === senderProfileSeq);
  const template = templates.find((candidate) => candidate.seq === templateSeq);
  chosenTemplate.current = template;
  const variableNames = template ? kakaoVariableNames(templateTexts(template)) : [];
  const shared = filledValues(typedValues);
  const first = recipients[0];
  const fill = (text: string) => fillKakaoTemplateText(text, shared, first ?? { phone: '' });
  const alimtalkText = template ? longestFilledText(template.content, recipients, countEucKrBytes, shared) : '';
  const fallbackPreview =
    fallback === 'NONE' || !template ? null : fill(fallback === 'CUSTOM' ? fallbackText : template.content);
  const errors = form.formState.errors;

  // After a first submit, messages that depend on other fields follow them: a recipient file can
  // fill the variables, another template asks for others, a fallback changes what must be carriable.
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
    const names = next ? kakaoVariableNames(templateTexts(next)) : [];
    // Values of variables the new template also has are kept.
    const kept = Object.fromEntries(Object.entries(typedValues ?? {}).filter(([name]) => names.includes(name)));
    chosenTemplate.current = next;
    setValue('templateVariables', kept);
    setValue('templateSeq', seq, revalidate);
  };

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const payload: AlimtalkSendRequestCreate = {
      senderProfileSeq: values.senderProfileSeq,
      templateSeq: values.templateSeq,
      templateVariables: filledValues(values.templateVariables),
      recipients: values.recipients,
      reserveAt: reserving ? values.reserveAt : null,
      fallback: values.fallback,
      ...(values.fallback === 'CUSTOM' ? { fallbackText: values.fallbackText } : {}),
      ...(values.fallback === 'NONE' ? {} : { senderNumber: values.senderNumber }),
    };
    const ok = await confirmSend.ask({
      recipientCount: payload.recipients.length,
      reserveAt: payload.reserveAt,
      fallbackSender: payload.fallback === 'NONE' ? null : (payload.senderNumber ?? null),
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
        <Stack component="form" noValidate aria-label={t('alimtalkSend.title')} onSubmit={submit} spacing={3}>
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
          <AlimtalkTemplateFields
            teamSeq={teamSeq}
            templates={templates}
            selected={template}
            onSelect={chooseTemplate}
            templateError={errors.templateSeq?.message}
            variableNames={variableNames}
            values={typedValues ?? {}}
            onValueChange={(name, value) =>
              setValue('templateVariables', { ...form.getValues('templateVariables'), [name]: value }, revalidate)
            }
            fileVariables={fileVariables}
            variablesError={fieldMessage(errors.templateVariables)}
          />
          <Divider />
          <RecipientsField teamSeq={teamSeq} onChange={onRecipients} error={errors.recipients?.message} />
          <Divider />
          <AlimtalkFallbackFields
            teamSeq={teamSeq}
            fallback={fallback}
            onFallbackChange={(value) => setValue('fallback', value, revalidate)}
            senderNumbers={options.senderNumbers}
            senderNumber={senderNumber}
            onSenderNumberChange={(value) => setValue('senderNumber', value, revalidate)}
            alimtalkText={alimtalkText}
            fallbackText={fallbackText}
            onFallbackTextChange={(value) => setValue('fallbackText', value, revalidate)}
            errors={{
              fallback: errors.fallback?.message,
              fallbackText: errors.fallbackText?.message,
              senderNumber: errors.senderNumber?.message,
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
          <AlimtalkSendFooter
            recipientCount={recipients.length}
            fallbackOn={fallback !== 'NONE'}
            pending={create.isPending}
            sent={sent}
            reserving={reserving}
            disabled={busy || templates.length === 0}
          />
        </Stack>
      </Paper>
      <AlimtalkPreview
        channelName={profile?.channelName ?? null}
        message={template ? alimtalkMessageOf(template, fill) : null}
        note={
          !template
            ? undefined
            : first
              ? t('alimtalkSend.preview.firstRecipient', { phone: formatPhoneNumber(first.phone) })
              : t('alimtalkSend.preview.noRecipient')
        }
        fallback={
          fallbackPreview ? { text: fallbackPreview, type: chooseMessageType({ body: fallbackPreview }) } : null
        }
      />
      {confirmSend.dialog}
    </Stack>
  );
}
