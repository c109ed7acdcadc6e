import { useState } from 'react';
import { Alert, Button, FormControlLabel, FormHelperText, Stack, Switch, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PRICES_KRW } from '@console/contracts/prices';
import { isFreeCallNumber } from '@console/contracts/phone-numbers';
import { uncarriableCharacters } from '@console/contracts/text-bytes';
import { withAdvertisingLines } from '@console/send-kit/advertising/advertising-lines';
import { measureText } from '@console/send-kit/counter/measure-text';
import { TextCounter } from '@console/send-kit/counter/text-counter';
import { formatKrw } from '@console/ui/format';
import { FallbackSenderNumberField } from '../alimtalk-send/fallback-sender-number-field';

export interface BrandFallbackFieldsProps {
  teamSeq: number;
  enabled: boolean;
  onEnabledChange(enabled: boolean): void;
  /** The team's approved sender numbers (digits). */
  senderNumbers: string[];
  senderNumber: string;
  onSenderNumberChange(number: string): void;
  fallbackText: string;
  /** The text filled for the recipient it is longest for: what the byte count and the type judge. */
  measuredText: string;
  onFallbackTextChange(text: string): void;
  /** The name after "(광고)": the business's. */
  senderName: string;
  /** The brand message's text, offered as a start for the fallback text. */
  brandText: string;
  errors: { fallbackText?: string; senderNumber?: string };
}

/**
 * An optional SMS/LMS for the recipients the brand message does not reach, from an approved sender
 * number. It is advertising too: it needs "(광고)" and a free 080 opt-out line, which a button writes in.
 * Counted in EUC-KR bytes, filled for the longest recipient, with the type (SMS/LMS) it goes out as.
 */
export function BrandFallbackFields(props: BrandFallbackFieldsProps) {
  const { t, i18n } = useTranslation();
  const { enabled, errors, senderNumbers, fallbackText } = props;
  const [typedOptOut, setOptOut] = useState<string | null>(null);
  const optOut = typedOptOut ?? senderNumbers.find(isFreeCallNumber) ?? '';
  const count = measureText(props.measuredText, { counting: 'euc-kr' });
  const uncarriable = uncarriableCharacters(fallbackText);

  return (
    <Stack spacing={1.5}>
      <FormControlLabel
        control={<Switch checked={enabled} onChange={(event) => props.onEnabledChange(event.target.checked)} />}
        label={t('brandSend.fallback.label')}
      />
      <FormHelperText sx={{ mt: 0 }}>
        {t('brandSend.fallback.help', {
          sms: formatKrw(PRICES_KRW.SMS, i18n.language),
          lms: formatKrw(PRICES_KRW.LMS, i18n.language),
        })}
      </FormHelperText>
      {!enabled ? null : (
        <FallbackSenderNumberField
          teamSeq={props.teamSeq}
          senderNumbers={senderNumbers}
          value={props.senderNumber}
          onChange={props.onSenderNumberChange}
          error={errors.senderNumber}
          texts={{
            label: t('brandSend.fallback.sender'),
            help: t('brandSend.fallback.senderHelp'),
            manageNumbers: t('brandSend.fallback.manageNumbers'),
            noSender: t('brandSend.fallback.noSender'),
          }}
        />
      )}
      {enabled ? (
        <>
          <TextField
            label={t('brandSend.fallback.text')}
            required
            multiline
            minRows={4}
            value={fallbackText}
            onChange={(event) => props.onFallbackTextChange(event.target.value)}
            error={Boolean(errors.fallbackText) || uncarriable.length > 0 || count.over}
            helperText={
              <>
                {errors.fallbackText ?? t('brandSend.fallback.textHelp')}
                <TextCounter measure={count} testId="fallback-byte-counter" />
              </>
            }
          />
          {uncarriable.length > 0 && !errors.fallbackText ? (
            <Alert severity="error">{t('brandSend.fallback.uncarriable', { chars: uncarriable.join(' ') })}</Alert>
          ) : null}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'flex-start' }}>
            <TextField
              size="small"
              label={t('brandSend.fallback.optOut')}
              value={optOut}
              onChange={(event) => setOptOut(event.target.value)}
              helperText={t('brandSend.fallback.optOutHelp')}
              sx={{ maxWidth: 240 }}
            />
            <Button
              size="small"
              variant="outlined"
              sx={{ mt: { sm: 0.5 } }}
              disabled={!isFreeCallNumber(optOut)}
              onClick={() =>
                props.onFallbackTextChange(
                  withAdvertisingLines(fallbackText, true, { senderName: props.senderName, optOutNumber: optOut }),
                )
              }
            >
              {t('brandSend.fallback.addLines')}
            </Button>
            <Button
              size="small"
              sx={{ mt: { sm: 0.5 } }}
              disabled={!props.brandText}
              onClick={() => props.onFallbackTextChange(props.brandText)}
            >
              {t('brandSend.fallback.copyBrand')}
            </Button>
          </Stack>
          <Typography variant="caption" color="text.secondary">
            {t('brandSend.fallback.rule')}
          </Typography>
        </>
      ) : null}
    </Stack>
  );
}
