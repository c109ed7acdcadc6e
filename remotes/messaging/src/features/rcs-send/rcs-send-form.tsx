import { useCallback, useRef, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Divider,
  FormControlLabel,
  FormHelperText,
  LinearProgress,
  MenuItem,
  Paper,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RCS_LIMITS } from '@console/contracts/rcs';
import {
  RCS_KIND_LIMITS,
  rcsPriceKrw,
  rcsPricedType,
  RcsSendRequestCreate,
  type RcsSendOptions,
} from '@console/contracts/rcs-send';
import { RCS_MESSAGE_KINDS, type RcsMessageKind } from '@console/contracts/rcs';
import { chooseMessageType } from '@console/contracts/text-bytes';
import { showServerErrors } from '@console/platform/server-field-errors';
import { formatCount, formatDateTime, formatKrw, formatPhoneNumber } from '@console/ui/format';
import { measureText } from '@console/send-kit/counter/measure-text';
import { TextCounter } from '@console/send-kit/counter/text-counter';
import { useSendConfirm } from '@console/send-kit/confirm/use-send-confirm';
import { routePath } from '../../route-paths';
import type { ParsedRecipients } from '@console/send-kit/recipients/parse-recipients';
import { RecipientsField } from '@console/send-kit/recipients/recipients-field';
import { ScheduleField } from '@console/send-kit/schedule/schedule-field';
import { useCreateRcsSendRequest } from './create-rcs-send-request';
import { useRcsSendOptions } from './get-rcs-send-options';
import { RcsPhonePreview } from '../rcs-templates/rcs-phone-preview';
import { errorAt, RcsButtonsEditor } from '../rcs-templates/rcs-buttons-editor';
import { LazyRcsCardsEditor } from '../rcs-templates/lazy-rcs-cards-editor';
import { useLocalImages } from '../rcs-templates/rcs-local-images';
import { RCS_IMAGE_MB } from '../rcs-templates/rcs-image-file';
import { RcsFallbackFields } from './rcs-fallback-fields';
import type { RcsSendFormValues } from './rcs-send-form-values';
import { RcsTemplateFields } from './rcs-template-fields';
import type { SendFormProps } from '../send/send-page';

const FIELDS = [
  'chatRoomSeq',
  'rcsType',
  'templateSeq',
  'templateVariables',
  'body',
  'buttons',
  'cards',
  'recipients',
  'advertising',
  'reserveAt',
  'fallback',
  'fallbackText',
] as const;

/** The RCS send form once the team's chat rooms and templates are known; without a chat room, where to get one. */
export function RcsSendForm({ teamSeq, onAccepted }: SendFormProps) {
  const { t } = useTranslation();
  const options = useRcsSendOptions(teamSeq);
  if (options.isError) return <Alert severity="error">{t('rcsSend.chatRoom.loadFailed')}</Alert>;
  if (!options.data) return <LinearProgress aria-label={t('rcsSend.chatRoom.label')} />;
  if (options.data.chatRooms.length === 0) {
    return (
      <Alert
        severity="warning"
        action={
          <Stack direction="row" spacing={1}>
            <Button component={Link} to={routePath('rcs-template-list', { teamSeq })} color="inherit" size="small">
              {t('rcsSend.chatRoom.templates')}
            </Button>
            <Button component={Link} to={routePath('rcs-regist-guide', { teamSeq })} color="inherit" size="small">
              {t('rcsSend.chatRoom.guide')}
            </Button>
          </Stack>
        }
      >
        {t('rcsSend.chatRoom.none')}
      </Alert>
    );
  }
  return <RcsSendFormFields teamSeq={teamSeq} onAccepted={onAccepted} options={options.data} />;
}

/** Chat room, type, content within the type's limits, recipients, fallback, time; the contract's schema decides. */
function RcsSendFormFields({ teamSeq, onAccepted, options }: SendFormProps & { options: RcsSendOptions }) {
  const { t, i18n } = useTranslation();
  const create = useCreateRcsSendRequest();
  const confirmSend = useSendConfirm({ busy: create.isPending });
  const [failure, setFailure] = useState<string | null>(null);
  const [reserving, setReserving] = useState(false);
  const [reserveLocal, setReserveLocal] = useState('');
  const { localImages, onUploaded } = useLocalImages();
  // One key per distinct submission: a double click or a retry of the same request sends once.
  const submission = useRef<{ fingerprint: string; key: string } | null>(null);
  const form = useForm<RcsSendFormValues, unknown, RcsSendRequestCreate>({
    resolver: zodResolver(RcsSendRequestCreate),
    defaultValues: {
      chatRoomSeq: options.chatRooms[0]?.chatRoomSeq,
      rcsType: 'LMS',
      body: '',
      buttons: [],
      cards: [],
      templateVariables: {},
      recipients: [],
      advertising: false,
      fallback: false,
      fallbackText: '',
      reserveAt: null,
    },
  });
  const { setValue } = form;
  const isSubmitted = form.formState.isSubmitted;
  const { chatRooms, templates } = options;

  const onRecipients = useCallback(
    (parsed: ParsedRecipients) => setValue('recipients', parsed.recipients, { shouldValidate: isSubmitted }),
    [setValue, isSubmitted],
  );

  const [
    rcsType = 'LMS',
    body = '',
    buttons = [],
    cards = [],
    chatRoomSeq,
    templateSeq,
    recipients = [],
    fallback = false,
    fallbackText = '',
    reserveAt,
  ] = form.watch([
    'rcsType',
    'body',
    'buttons',
    'cards',
    'chatRoomSeq',
    'templateSeq',
    'recipients',
    'fallback',
    'fallbackText',
    'reserveAt',
  ]);
  const room = chatRooms.find((candidate) => candidate.chatRoomSeq === chatRoomSeq);
  const template = rcsType === 'TEMPLATE' ? templates.find((candidate) => candidate.seq === templateSeq) : undefined;
  const text = rcsType === 'TEMPLATE' ? (template?.body ?? '') : body;
  const pricedType = rcsPricedType(rcsType, template?.kind);
  const label = t(`rcsSend.type.${rcsType === 'TEMPLATE' ? pricedType : rcsType}`);
  const costKrw = recipients.length * rcsPriceKrw(pricedType);
  const limits = RCS_KIND_LIMITS[rcsType];
  const bodyCount = measureText(body, { counting: 'rcs', max: limits.maxChars });

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const payload: RcsSendRequestCreate = { ...values, reserveAt: reserving ? values.reserveAt : null };
    const details = {
      count: formatCount(payload.recipients.length),
      type: label,
      cost: formatKrw(costKrw, i18n.language),
    };
    const ok = await confirmSend.ask({
      title: t('rcsSend.confirmTitle'),
      lines: [
        payload.reserveAt
          ? t('rcsSend.confirmReserve', { ...details, at: formatDateTime(payload.reserveAt) })
          : t('rcsSend.confirm', details),
      ],
      notes: payload.fallback ? [t('rcsSend.confirmFallback')] : [],
      confirmLabel: payload.reserveAt ? t('rcsSend.submitReserve') : t('rcsSend.submit'),
    });
    if (!ok) return;
    const fingerprint = JSON.stringify(payload);
    if (submission.current?.fingerprint !== fingerprint) submission.current = { fingerprint, key: crypto.randomUUID() };
    try {
      onAccepted(await create.mutateAsync({ body: payload, idempotencyKey: submission.current.key }));
      submission.current = null;
    } catch (error) {
      setFailure(showServerErrors(form.setError, error, FIELDS, { placeAt: 'path' }));
    }
  });

  const busy = form.formState.isSubmitting || create.isPending;
  const errors = form.formState.errors;
  const previewCards = rcsType === 'TEMPLATE' ? (template?.cards ?? []) : rcsType === 'MMS' ? cards : [];
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} alignItems="flex-start">
      <Paper variant="outlined" sx={{ p: 3, flex: 1, minWidth: 0 }}>
        <Stack component="form" noValidate aria-label={t('rcsSend.title')} onSubmit={submit} spacing={3}>
          {failure ? (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          ) : null}
          <Controller
            control={form.control}
            name="chatRoomSeq"
            render={({ field, fieldState }) => (
              <TextField
                select
                required
                label={t('rcsSend.chatRoom.label')}
                sx={{ maxWidth: 420 }}
                value={field.value ?? ''}
                onChange={(event) => field.onChange(Number(event.target.value))}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message ?? t('rcsSend.chatRoom.help')}
              >
                {chatRooms.map((candidate) => (
                  <MenuItem key={candidate.chatRoomSeq} value={candidate.chatRoomSeq}>
                    {t('rcsSend.chatRoom.option', {
                      brand: candidate.brandName,
                      number: formatPhoneNumber(candidate.senderNumber),
                    })}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Stack spacing={1}>
            <Typography variant="subtitle2" id="rcs-type-label">
              {t('rcsSend.type.label')}
            </Typography>
            <ToggleButtonGroup
              exclusive
              size="small"
              color="primary"
              aria-labelledby="rcs-type-label"
              value={rcsType}
              onChange={(_, value: RcsMessageKind | null) =>
                value && setValue('rcsType', value, { shouldValidate: isSubmitted })
              }
            >
              {RCS_MESSAGE_KINDS.map((kind) => (
                <ToggleButton key={kind} value={kind}>
                  {t(`rcsSend.type.${kind}`)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            <FormHelperText sx={{ mt: 0 }}>
              {rcsType === 'TEMPLATE'
                ? t('rcsSend.type.templateLimits')
                : rcsType === 'MMS'
                  ? t('rcsSend.type.mmsLimits', {
                      chars: formatCount(limits.maxChars),
                      cards: RCS_LIMITS.cardsMax,
                      buttons: limits.maxButtons,
                      price: formatKrw(rcsPriceKrw('MMS'), i18n.language),
                    })
                  : t('rcsSend.type.limits', {
                      chars: formatCount(limits.maxChars),
                      buttons: limits.maxButtons,
                      price: formatKrw(rcsPriceKrw(rcsType), i18n.language),
                    })}
            </FormHelperText>
          </Stack>
          {rcsType === 'TEMPLATE' ? (
            <RcsTemplateFields form={form} teamSeq={teamSeq} templates={templates} selected={template} />
          ) : (
            // The buttons and cards editors (shared with the template form) read the form from its context.
            <FormProvider {...form}>
              <TextField
                label={t('rcsSend.body.label')}
                required
                multiline
                minRows={5}
                {...form.register('body')}
                error={Boolean(errors.body) || bodyCount.over}
                helperText={
                  <>
                    {errors.body?.message ?? t('rcsSend.body.help')}
                    <TextCounter measure={bodyCount} testId="rcs-char-counter" />
                  </>
                }
              />
              <Stack spacing={1}>
                <Stack direction="row" spacing={1} alignItems="center">
                  <Typography variant="subtitle2">
                    {t(rcsType === 'MMS' ? 'rcsSend.cards.label' : 'rcsSend.buttons.label')}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {rcsType === 'MMS'
                      ? t('rcsSend.cards.count', { count: cards.length, max: RCS_LIMITS.cardsMax })
                      : t('rcsSend.buttons.count', { count: buttons.length, max: limits.maxButtons })}
                  </Typography>
                </Stack>
                {rcsType === 'MMS' ? (
                  <>
                    <Typography variant="caption" color="text.secondary">
                      {t('rcsSend.cards.help', { mb: RCS_IMAGE_MB })}
                    </Typography>
                    <LazyRcsCardsEditor
                      buttonsPerCard={limits.maxButtons}
                      localImages={localImages}
                      onUploaded={onUploaded}
                    />
                    {/* An RCS MMS carries its buttons on its cards: the message's own are not edited here. */}
                    {errorAt(errors, 'buttons') ? <Alert severity="error">{errorAt(errors, 'buttons')}</Alert> : null}
                  </>
                ) : (
                  <RcsButtonsEditor name="buttons" max={limits.maxButtons} />
                )}
              </Stack>
            </FormProvider>
          )}
          <Divider />
          <RecipientsField teamSeq={teamSeq} onChange={onRecipients} error={errors.recipients?.message} />
          <Divider />
          <Stack spacing={0.5}>
            <FormControlLabel
              control={
                <Checkbox
                  checked={form.watch('advertising') ?? false}
                  onChange={(event) => setValue('advertising', event.target.checked, { shouldValidate: isSubmitted })}
                />
              }
              label={t('rcsSend.ad.label')}
            />
            <FormHelperText sx={{ mt: 0 }}>{t('rcsSend.ad.help')}</FormHelperText>
            {errors.advertising?.message ? <Alert severity="error">{errors.advertising.message}</Alert> : null}
          </Stack>
          <RcsFallbackFields form={form} rcsText={text} />
          <Divider />
          <ScheduleField
            form={form}
            reserving={reserving}
            onReservingChange={setReserving}
            localValue={reserveLocal}
            onLocalValueChange={setReserveLocal}
          />
          <Typography data-testid="rcs-estimate">
            {t('rcsSend.estimate', {
              count: formatCount(recipients.length),
              type: label,
              cost: formatKrw(costKrw, i18n.language),
            })}
          </Typography>
          {busy ? (
            <Box role="status">
              <Typography variant="body2">{t('rcsSend.accepting')}</Typography>
              <LinearProgress sx={{ mt: 1 }} />
            </Box>
          ) : null}
          <Box>
            <Button type="submit" variant="contained" size="large" disabled={busy}>
              {reserving && reserveAt !== undefined ? t('rcsSend.submitReserve') : t('rcsSend.submit')}
            </Button>
          </Box>
        </Stack>
      </Paper>
      <RcsPhonePreview
        label={t('rcsSend.preview.label')}
        caption={false}
        markVariables={false}
        brandName={room?.brandName ?? null}
        logoImageSeq={null}
        kind={previewCards.length > 0 ? 'IMAGE' : 'TEXT'}
        body={text}
        buttons={rcsType === 'TEMPLATE' ? (template?.buttons ?? []) : buttons}
        cards={previewCards.map((card) => ({
          imageSeq: card.imageSeq,
          localUrl: card.imageSeq ? localImages[card.imageSeq] : null,
          buttons: card.buttons ?? [],
        }))}
        fallback={fallback ? { text: fallbackText, type: chooseMessageType({ body: fallbackText }) } : null}
      />
      {confirmSend.dialog}
    </Stack>
  );
}
