import { Alert, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LMS_MAX_BYTES, SMS_MAX_BYTES, SUBJECT_MAX_BYTES } from '@console/contracts/message-limits';
import { variableNames } from '@console/contracts/variables';
import { uncarriableCharacters } from '@console/contracts/text-bytes';
import { measureText } from '@console/send-kit/counter/measure-text';
import { TextCounter } from '@console/send-kit/counter/text-counter';
import { formatCount } from '@console/ui/format';
import type { SendEstimate } from './estimate-send';
import type { SendFormApi } from './send-form-values';

export interface MessageFieldsProps {
  form: SendFormApi;
  estimate: SendEstimate;
}

/**
 * Subject and body with live EUC-KR byte counts and the type the message becomes; every limit is
 * said before the user reaches it, with the contract's own counting so the server agrees.
 */
export function MessageFields({ form, estimate }: MessageFieldsProps) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  const body = form.watch('body') ?? '';
  const subject = form.watch('subject') ?? '';
  const type = estimate.mainType;
  // The body is judged by the type most recipients get (an image makes MMS), the subject by its own limit.
  const bodyCount = measureText(body, { counting: 'euc-kr', type });
  const subjectCount = measureText(subject, { counting: 'euc-kr', type: null, max: SUBJECT_MAX_BYTES });
  const bodyBytes = bodyCount.count;
  const uncarriable = uncarriableCharacters(`${subject}${body}`);
  const names = variableNames(body);

  return (
    <Stack spacing={2}>
      <TextField
        label={t('send.subject.label')}
        {...form.register('subject')}
        error={Boolean(errors.subject) || subjectCount.over}
        helperText={
          <>
            {errors.subject?.message ?? t('send.subject.help', { max: SUBJECT_MAX_BYTES })}
            <TextCounter measure={subjectCount} />
          </>
        }
      />
      <TextField
        label={t('send.body.label')}
        required
        multiline
        minRows={6}
        {...form.register('body')}
        error={Boolean(errors.body) || uncarriable.length > 0 || bodyBytes > LMS_MAX_BYTES}
        helperText={
          <>
            {errors.body?.message ?? t('send.body.variablesHelp')}
            <TextCounter measure={bodyCount} testId="byte-counter" />
          </>
        }
      />
      {uncarriable.length > 0 ? (
        <Alert severity="error">{t('send.body.uncarriable', { chars: uncarriable.join(' ') })}</Alert>
      ) : null}
      {bodyBytes > LMS_MAX_BYTES ? (
        <Alert severity="error">
          {t('send.body.longLimit', { max: formatCount(LMS_MAX_BYTES), bytes: formatCount(bodyBytes) })}
        </Alert>
      ) : bodyBytes > SMS_MAX_BYTES && !subject && type !== 'MMS' ? (
        <Alert severity="info">{t('send.body.smsLimit', { max: SMS_MAX_BYTES, chars: SMS_MAX_BYTES / 2 })}</Alert>
      ) : null}
      {names.length > 0 ? (
        <Alert severity="info">
          {t('send.body.variables', { names: names.map((name) => `#{${name}}`).join(', ') })}
        </Alert>
      ) : null}
    </Stack>
  );
}
