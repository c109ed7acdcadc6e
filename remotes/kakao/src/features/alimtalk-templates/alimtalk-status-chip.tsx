import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { AlimtalkTemplateStatus } from '@console/contracts/kakao';
import { StatusChip, type StatusTone } from '@console/ui/status-chip';

const TONE: Record<AlimtalkTemplateStatus, StatusTone> = {
  REQUESTED: 'neutral',
  INSPECTING: 'info',
  APPROVED: 'success',
  REJECTED: 'error',
};

/** Kakao's review state of a template (검수 요청, 검수 중, 승인, 반려); a rejected one says why. */
export function AlimtalkStatusChip({
  template,
  showReason = true,
}: {
  template: { status: AlimtalkTemplateStatus; rejectReason: string | null };
  showReason?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Box>
      <StatusChip
        label={t(`templates.status.${template.status}`)}
        tone={TONE[template.status]}
        title={template.rejectReason ?? undefined}
      />
      {showReason && template.status === 'REJECTED' && template.rejectReason ? (
        <Typography variant="caption" color="error" component="p" sx={{ mt: 0.5, maxWidth: 280 }}>
          {t('templates.rejectReason', { reason: template.rejectReason })}
        </Typography>
      ) : null}
    </Box>
  );
}
