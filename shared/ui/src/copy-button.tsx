import { IconButton } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useUi } from '@console/platform/hooks';
import { CopyIcon } from './icons';
import { LazyTooltip } from './lazy-tooltip';

export interface CopyButtonProps {
  /** The full text to copy (even when the screen shows it masked). */
  value: string;
  /** Accessible name and tooltip, e.g. "발신 키 복사". */
  label: string;
}

/** Copies a value with the Clipboard API and says how it went through the platform's toast. */
export function CopyButton({ value, label }: CopyButtonProps) {
  const { t } = useTranslation('ui');
  const ui = useUi();
  const copy = async () => {
    try {
      // navigator.clipboard exists only in secure contexts (https, localhost).
      if (!navigator.clipboard) throw new Error('Clipboard API unavailable');
      await navigator.clipboard.writeText(value);
      ui.toast(t('copy.done'), 'success');
    } catch {
      ui.toast(t('copy.failed'), 'error');
    }
  };
  return (
    <LazyTooltip title={label}>
      <IconButton size="small" aria-label={label} onClick={() => void copy()}>
        <CopyIcon fontSize="small" />
      </IconButton>
    </LazyTooltip>
  );
}
