import { Button, type SxProps, type Theme } from '@mui/material';
import { useTranslation } from 'react-i18next';

export interface RemoveRowButtonProps {
  /** The row's own name ("버튼 2", "카드 1"): the button's accessible name is "버튼 2 삭제". */
  label: string;
  onClick(): void;
  /** A list at its minimum keeps its rows. */
  disabled?: boolean;
  sx?: SxProps<Theme>;
}

/** The short "삭제" of one row of a Kakao template's list editors, named after its row for screen readers. */
export function RemoveRowButton({ label, onClick, disabled, sx }: RemoveRowButtonProps) {
  const { t } = useTranslation();
  return (
    <Button
      color="error"
      size="small"
      disabled={disabled}
      onClick={onClick}
      aria-label={t('kakaoTemplates.form.remove', { label })}
      sx={sx}
    >
      {t('kakaoTemplates.form.removeShort')}
    </Button>
  );
}
