import {
  Alert,
  Box,
  FormControlLabel,
  FormHelperText,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PRICES_KRW } from '@console/contracts/prices';
import { AlimtalkFallback } from '@console/contracts/kakao-send';
import { uncarriableCharacters } from '@console/contracts/text-bytes';
import { measureText } from '@console/send-kit/counter/measure-text';
import { TextCounter } from '@console/send-kit/counter/text-counter';
import { formatKrw } from '@console/ui/format';
import { FallbackSenderNumberField } from './fallback-sender-number-field';

/** A fallback text is counted in EUC-KR bytes against the limit of the type (SMS/LMS) it goes out as. */
const EUC_KR = { counting: 'euc-kr' } as const;

export interface AlimtalkFallbackFieldsProps {
  teamSeq: number;
  fallback: AlimtalkFallback;
  onFallbackChange(fallback: AlimtalkFallback): void;
  /** The team's approved sender numbers (digits). */
  senderNumbers: string[];
  senderNumber: string;
  onSenderNumberChange(number: string): void;
  /** What TEMPLATE sends: the alimtalk's text, filled for the recipient it is longest for. */
  alimtalkText: string;
  fallbackText: string;
  onFallbackTextChange(text: string): void;
  errors: { fallback?: string; fallbackText?: string; senderNumber?: string };
}

/** No fallback, the alimtalk's own text, or a text of the sender's, from an approved sender number. */
export function AlimtalkFallbackFields(props: AlimtalkFallbackFieldsProps) {
  const { t, i18n } = useTranslation();
  const { fallback, errors, senderNumbers } = props;
  const shown = fallback === 'CUSTOM' ? props.fallbackText : props.alimtalkText;
  const uncarriable = fallback === 'NONE' ? [] : uncarriableCharacters(shown);
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" id="alimtalk-fallback-label">
        {t('alimtalkSend.fallback.label')}
      </Typography>
      <RadioGroup
        aria-labelledby="alimtalk-fallback-label"
        value={fallback}
        onChange={(event) => props.onFallbackChange(AlimtalkFallback.parse(event.target.value))}
      >
        {AlimtalkFallback.options.map((option) => (
          <FormControlLabel
            key={option}
            value={option}
            control={<Radio />}
            label={t(`alimtalkSend.fallback.${option}`)}
          />
        ))}
      </RadioGroup>
      <FormHelperText sx={{ mt: 0 }}>
        {t('alimtalkSend.fallback.help', {
          sms: formatKrw(PRICES_KRW.SMS, i18n.language),
          lms: formatKrw(PRICES_KRW.LMS, i18n.language),
        })}
      </FormHelperText>
      {fallback === 'NONE' ? null : (
        <FallbackSenderNumberField
          teamSeq={props.teamSeq}
          senderNumbers={senderNumbers}
          value={props.senderNumber}
          onChange={props.onSenderNumberChange}
          error={errors.senderNumber}
          texts={{
            label: t('alimtalkSend.fallback.sender'),
            help: t('alimtalkSend.fallback.senderHelp'),
            manageNumbers: t('alimtalkSend.fallback.manageNumbers'),
            noSender: t('alimtalkSend.fallback.noSender'),
          }}
        />
      )}
      {fallback === 'CUSTOM' ? (
        <TextField
          label={t('alimtalkSend.fallback.text')}
          required
          multiline
          minRows={3}
          value={props.fallbackText}
          onChange={(event) => props.onFallbackTextChange(event.target.value)}
          error={Boolean(errors.fallbackText)}
          helperText={
            <>
              {errors.fallbackText ?? t('alimtalkSend.fallback.textHelp')}
              <TextCounter measure={measureText(props.fallbackText, EUC_KR)} testId="fallback-byte-counter" />
            </>
          }
        />
      ) : null}
      {fallback === 'TEMPLATE' && props.alimtalkText ? (
        <Box>
          <Typography variant="caption" color="text.secondary">
            {t('alimtalkSend.fallback.templateText')}
          </Typography>
          <Typography
            variant="body2"
            sx={{ whiteSpace: 'pre-wrap', bgcolor: 'grey.50', p: 1.5, borderRadius: 1, overflowWrap: 'anywhere' }}
          >
            {props.alimtalkText}
          </Typography>
          <FormHelperText error={Boolean(errors.fallbackText)} component="div">
            {errors.fallbackText}
            <TextCounter measure={measureText(props.alimtalkText, EUC_KR)} testId="fallback-byte-counter" />
          </FormHelperText>
        </Box>
      ) : null}
      {uncarriable.length > 0 && !errors.fallbackText ? (
        <Alert severity="error">{t('alimtalkSend.fallback.uncarriable', { chars: uncarriable.join(' ') })}</Alert>
      ) : null}
      {errors.fallback ? <Alert severity="error">{errors.fallback}</Alert> : null}
    </Stack>
  );
}
