import { Box, LinearProgress, Typography } from '@mui/material';
import { formatCount } from '@console/ui/format';
import { useSendKitTranslation } from '../send-kit-texts';

export interface SendProgressProps {
  /** Share of the request body sent so far (0..1); 1: the server is saving it. */
  sent: number;
  recipientCount: number;
}

/** Live progress of a send being accepted: the upload of a large request, then the server saving it. */
export function SendProgress({ sent, recipientCount }: SendProgressProps) {
  const { t } = useSendKitTranslation();
  return (
    <Box role="status">
      <Typography variant="body2">
        {sent < 1
          ? t('progress.uploading', { percent: Math.round(sent * 100), count: formatCount(recipientCount) })
          : t('progress.accepting')}
      </Typography>
      <LinearProgress
        sx={{ mt: 1 }}
        variant={sent > 0 && sent < 1 ? 'determinate' : 'indeterminate'}
        value={Math.round(sent * 100)}
        aria-label={t('progress.label')}
      />
    </Box>
  );
}
