import type { FormEvent, ReactNode } from 'react';
import { Box, Button, Paper, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';

export interface TemplateFormLayoutProps {
  /** The form's accessible name (its title: register or edit). */
  label: string;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  /** The live preview beside the form (under it on narrow screens), kept in view while scrolling. */
  preview: ReactNode;
  onCancel(): void;
  submitLabel: string;
  submitting: boolean;
  /** Buttons between cancel and submit (alimtalk's check before review). */
  moreActions?: ReactNode;
  /** The form's sections. */
  children: ReactNode;
}

/** The page of a Kakao template form: the form in a card with its buttons at the end, the preview beside it. */
export function TemplateFormLayout({
  label,
  onSubmit,
  preview,
  onCancel,
  submitLabel,
  submitting,
  moreActions,
  children,
}: TemplateFormLayoutProps) {
  const { t } = useTranslation();
  return (
    <Stack direction={{ xs: 'column', lg: 'row' }} spacing={3} alignItems="flex-start">
      <Paper variant="outlined" sx={{ p: 2.5, flex: 1, minWidth: 0, width: '100%' }}>
        <form noValidate onSubmit={onSubmit} aria-label={label}>
          <Stack spacing={3}>
            {children}
            <Stack direction="row" spacing={1} justifyContent="flex-end" flexWrap="wrap">
              <Button color="inherit" onClick={onCancel}>
                {t('kakaoTemplates.cancel')}
              </Button>
              {moreActions}
              <Button type="submit" variant="contained" disabled={submitting}>
                {submitLabel}
              </Button>
            </Stack>
          </Stack>
        </form>
      </Paper>
      <Box sx={{ position: { lg: 'sticky' }, top: { lg: 16 }, display: 'flex', flexDirection: 'column', gap: 2 }}>
        {preview}
      </Box>
    </Stack>
  );
}
