import { useCallback, useEffect, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Divider, MenuItem, Paper, Stack, TextField } from '@mui/material';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { KAKAO_LIMITS } from '@console/contracts/kakao';
import { LegacyAlimtalkSendRequestCreate, type AlimtalkSendOptions } from '@console/contracts/kakao-send';
import { fillVariables } from '@console/contracts/variables';
import { chooseMessageType } from '@console/contracts/text-bytes';
import { showServerErrors } from '@console/platform/server-field-errors';
import { measureText } from '@console/send-kit/counter/measure-text';
import { TextCounter } from '@console/send-kit/counter/text-counter';
import type { ParsedRecipients } from '@console/send-kit/recipients/parse-recipients';
import { RecipientsField } from '@console/send-kit/recipients/recipients-field';
import { ScheduleField } from '@console/send-kit/schedule/schedule-field';
import { AlimtalkFallbackFields } from './alimtalk-fallback-fields';
import { AlimtalkSendFooter } from './alimtalk-send-footer';
import { AlimtalkOptionsGate } from './alimtalk-options-gate';
import { alimtalkMessageOf, AlimtalkPreview } from './alimtalk-preview';
import type { AlimtalkFormProps } from './alimtalk-send-layout';
import { useCreateLegacyAlimtalkSendRequest } from './create-legacy-alimtalk-send-request';
import { matchedTemplate, writtenValues } from './legacy-template-match';
import { SenderProfileSelect } from './sender-profile-select';
import { useConfirmAlimtalkSend } from './use-confirm-alimtalk-send';
import { useIdempotencyKey } from './use-idempotency-key';

type LegacyFormValues = z.input<typeof LegacyAlimtalkSendRequestCreate>;

const FIELDS = [
  'senderProfileSeq',
  'templateCode',
  'content',
  'recipients',
  'reserveAt',
  'fallback',
  'fallbackText',
  'senderNumber',
] as const;

/** The legacy alimtalk form once the team's profiles, templates and numbers are known. */
export function LegacyAlimtalkSendForm(props: AlimtalkFormProps) {
  return (
    <AlimtalkOptionsGate teamSeq={props.teamSeq}>
      {(options) => <LegacyAlimtalkFields {...props} options={options} />}
    </AlimtalkOptionsGate>
  );
}

/** Profile, optional template code, the whole text (matched live against approved templates), recipients, fallback. */
function LegacyAlimtalkFields({ teamSeq, onAccepted, options }: AlimtalkFormProps & { options: AlimtalkSendOptions }) {
  const { t } = useTranslation();
  const create = useCreateLegacyAlimtalkSendRequest(teamSeq);
  const confirmSend = useConfirmAlimtalkSend({ busy: create.isPending });
  const idempotency = useIdempotencyKey();
  const [failure, setFailure] = useState<string | null>(null);
  const [reserving, setReserving] = useState(false);
  const [reserveLocal, setReserveLocal] = useState('');
  const [sent, setSent] = useState(0);
  const form = useForm<LegacyFormValues, unknown, LegacyAlimtalkSendRequestCreate>({
    resolver: zodResolver(LegacyAlimtalkSendRequestCreate),
    defaultValues: {
      senderProfileSeq: options.senderProfiles[0]?.seq,
      templateCode: '',
      content: '',
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
    (parsed: ParsedRecipients) => setValue('recipients', parsed.recipients, { shouldValidate: isSubmitted }),
    [setValue, isSubmitted],
  );

  const [
    senderProfileSeq,
    templateCode = '',
    content = '',
    recipients = [],
    fallback = 'NONE',
    fallbackText = '',
    senderNumber = '',
  ] = form.watch([
    'senderProfileSeq',
    'templateCode',
    'content',
    'recipients',
    'fallback',
    'fallbackText',
    'senderNumber',
  ]);
  const profile = options.senderProfiles.find((candidate) => candidate.seq === senderProfileSeq);
  const templates = options.templates.filter((candidate) => candidate.senderProfileSeq === senderProfileSeq);
  const matched = matchedTemplate(templates, content, templateCode);
  const hasVariables = content.includes('#{');
  const errors = form.formState.errors;
  // After a first submit, a custom fallback text's variables are checked again as recipients change.
  useEffect(() => {
    if (isSubmitted) void form.trigger('fallbackText');
  }, [form, isSubmitted, recipients]);
  const contentCount = measureText(content, { counting: 'kakao', max: KAKAO_LIMITS.contentMax });
  const values = matched ? (writtenValues(matched, content) ?? {}) : {};
  const fallbackPreview = fallback === 'NONE' || !content ? null : fallback === 'CUSTOM' ? fallbackText : content;

  const submit = form.handleSubmit(async (input) => {
    setFailure(null);
    const payload: LegacyAlimtalkSendRequestCreate = {
      senderProfileSeq: input.senderProfileSeq,
      ...(input.templateCode ? { templateCode: input.templateCode } : {}),
      content: input.content,
      recipients: input.recipients,
      reserveAt: reserving ? input.reserveAt : null,
      fallback: input.fallback,
      ...(input.fallback === 'CUSTOM' ? { fallbackText: input.fallbackText } : {}),
      ...(input.fallback === 'NONE' ? {} : { senderNumber: input.senderNumber }),
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
        <Stack component="form" noValidate aria-label={t('alimtalkSend.legacy.title')} onSubmit={submit} spacing={3}>
          <Alert severity="info">{t('alimtalkSend.legacy.rule')}</Alert>
          {failure ? (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          ) : null}
          <SenderProfileSelect
            profiles={options.senderProfiles}
            value={senderProfileSeq}
            onChange={(seq) => setValue('senderProfileSeq', seq, revalidate)}
            error={errors.senderProfileSeq?.message}
          />
          {templates.length > 0 ? (
            <TextField
              select
              label={t('alimtalkSend.legacy.startFrom')}
              sx={{ maxWidth: 420 }}
              value=""
              onChange={(event) => {
                const template = templates.find((candidate) => candidate.seq === Number(event.target.value));
                if (!template) return;
                setValue('content', template.content, revalidate);
                setValue('templateCode', template.code, revalidate);
              }}
              helperText={t('alimtalkSend.legacy.startFromHelp')}
            >
              {templates.map((template) => (
                <MenuItem key={template.seq} value={template.seq}>
                  {t('alimtalkSend.template.option', { name: template.name, code: template.code })}
                </MenuItem>
              ))}
            </TextField>
          ) : null}
          <TextField
            label={t('alimtalkSend.legacy.templateCode')}
            sx={{ maxWidth: 420 }}
            // Controlled: "start from a template" sets it, and the label must move up then.
            value={templateCode}
            onChange={(event) => setValue('templateCode', event.target.value, revalidate)}
            error={Boolean(errors.templateCode)}
            helperText={errors.templateCode?.message ?? t('alimtalkSend.legacy.templateCodeHelp')}
            slotProps={{ htmlInput: { maxLength: KAKAO_LIMITS.templateCodeMax } }}
          />
          <Stack spacing={1}>
            <TextField
              label={t('alimtalkSend.legacy.content')}
              required
              multiline
              minRows={6}
              value={content}
              onChange={(event) => setValue('content', event.target.value, revalidate)}
              error={Boolean(errors.content) || contentCount.over}
              helperText={
                <>
                  {errors.content?.message}
                  <TextCounter measure={contentCount} testId="alimtalk-char-counter" />
                </>
              }
            />
            {content.trim() && !hasVariables && !errors.content ? (
              <Alert severity={matched ? 'success' : 'warning'} role="status">
                {matched
                  ? t('alimtalkSend.legacy.matched', { name: matched.name, code: matched.code })
                  : t('alimtalkSend.legacy.unmatched')}
              </Alert>
            ) : null}
          </Stack>
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
            alimtalkText={content}
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
            disabled={busy}
          />
        </Stack>
      </Paper>
      <AlimtalkPreview
        channelName={profile?.channelName ?? null}
        message={
          matched
            ? { ...alimtalkMessageOf(matched, (text) => fillVariables(text, values)), content }
            : content
              ? { content }
              : null
        }
        fallback={
          fallbackPreview ? { text: fallbackPreview, type: chooseMessageType({ body: fallbackPreview }) } : null
        }
      />
      {confirmSend.dialog}
    </Stack>
  );
}
