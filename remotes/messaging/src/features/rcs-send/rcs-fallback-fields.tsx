import { Alert, Button, FormControlLabel, FormHelperText, Stack, Switch, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { uncarriableCharacters } from '@console/contracts/text-bytes';
import { measureText } from '@console/send-kit/counter/measure-text';
import { TextCounter } from '@console/send-kit/counter/text-counter';
import type { RcsSendFormApi } from './rcs-send-form-values';

export interface RcsFallbackFieldsProps {
  form: RcsSendFormApi;
  /** The RCS text (the template's for a template), offered as a start for the fallback text. */
  rcsText: string;
}

/** Fallback on/off and its text, counted in EUC-KR bytes with the type (SMS/LMS) it goes out as. */
export function RcsFallbackFields({ form, rcsText }: RcsFallbackFieldsProps) {
  const { t } = useTranslation();
  const enabled = form.watch('fallback') ?? false;
  const text = form.watch('fallbackText') ?? '';
  // Judged by the type it goes out as: past 90 bytes an LMS, so over only past the LMS limit.
  const count = measureText(text, { counting: 'euc-kr' });
  const uncarriable = uncarriableCharacters(text);
  const error = form.formState.errors.fallbackText?.message;
  const revalidate = { shouldValidate: form.formState.isSubmitted };

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Switch checked={enabled} onChange={(event) => form.setValue('fallback', event.target.checked, revalidate)} />
        }
        label={t('rcsSend.fallback.label')}
      />
      <FormHelperText sx={{ mt: 0 }}>{t('rcsSend.fallback.help')}</FormHelperText>
      {enabled ? (
        <>
          <TextField
            label={t('rcsSend.fallback.text')}
            multiline
            minRows={3}
            {...form.register('fallbackText')}
            error={Boolean(error) || uncarriable.length > 0 || count.over}
            helperText={
              <>
                {error}
                <TextCounter measure={count} testId="fallback-byte-counter" />
              </>
            }
          />
          {uncarriable.length > 0 && !error ? (
            <Alert severity="error">{t('rcsSend.fallback.uncarriable', { chars: uncarriable.join(' ') })}</Alert>
          ) : null}
          <div>
            <Button size="small" disabled={!rcsText} onClick={() => form.setValue('fallbackText', rcsText, revalidate)}>
              {t('rcsSend.fallback.copyBody')}
            </Button>
          </div>
        </>
      ) : null}
    </Stack>
  );
}
