import { Box, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { chooseMessageType } from '@console/contracts/text-bytes';

/** In the preview's chat room: the SMS/LMS a recipient gets instead when the brand message fails. */
export function FallbackBubble({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <Box data-testid="brand-preview-fallback">
      <Typography variant="caption" component="p" sx={{ color: 'grey.800' }}>
        {t('brandSend.preview.fallback', { type: chooseMessageType({ body: text }) })}
      </Typography>
      <Paper
        elevation={0}
        sx={{ p: 1, borderRadius: 2, maxWidth: '90%', bgcolor: 'grey.50', overflowWrap: 'anywhere' }}
      >
        <Typography variant="caption" component="p" sx={{ whiteSpace: 'pre-wrap' }}>
          {text}
        </Typography>
      </Paper>
    </Box>
  );
}
