import { Alert, Button, FormControlLabel, FormHelperText, Stack, Switch, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LMS_MAX_BYTES } from '@console/contracts/message-limits';
import { chooseMessageType, countEucKrBytes, maxBodyBytes, uncarriableCharacters } from '@console/contracts/text-bytes';
import { formatCount } from '@console/ui/format';
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
  const bytes = countEucKrBytes(text);
  const type = chooseMessageType({ body: text });
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
            error={Boolean(error) || uncarriable.length > 0 || bytes > LMS_MAX_BYTES}
            helperText={
              <>
                {error}
                <span style={{ float: 'right' }} data-testid="fallback-byte-counter">
                  {t('rcsSend.fallback.count', {
                    bytes: formatCount(bytes),
                    max: formatCount(maxBodyBytes(type)),
                    type,
                  })}
                </span>
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
