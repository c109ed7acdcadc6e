import { Box } from '@mui/material';
import { formatCount } from '@console/ui/format';
import { useSendKitTranslation } from '../send-kit-texts';
import type { TextMeasure } from './measure-text';

export interface TextCounterProps {
  /** What `measureText` found: the screen uses the same measure for the field's error state. */
  measure: TextMeasure;
  /** The screen's own test id ('byte-counter', 'fallback-byte-counter' ...). */
  testId?: string;
}

/** Visually hidden, still read: the error colour alone says nothing to a screen reader. */
const readOnly = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * "n / max바이트 · SMS" for a text message, "n / max자" for RCS and KakaoTalk: placed at the end of a
 * field's helper text, in the error colour past the limit, and announced politely as it changes.
 */
export function TextCounter({ measure, testId }: TextCounterProps) {
  const { t } = useSendKitTranslation();
  const key = measure.unit === 'chars' ? 'counter.chars' : measure.type ? 'counter.bytesOfType' : 'counter.bytes';
  return (
    <Box
      component="span"
      aria-live="polite"
      data-testid={testId}
      sx={{ float: 'right', ml: 1, color: measure.over ? 'error.main' : undefined }}
    >
      {t(key, { count: formatCount(measure.count), max: formatCount(measure.max), type: measure.type })}
      {measure.over ? (
        <Box component="span" sx={readOnly}>
          {t('counter.over')}
        </Box>
      ) : null}
    </Box>
  );
}
