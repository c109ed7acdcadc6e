import { Box, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatPhoneNumber } from '@console/ui/format';
import { useObjectUrl } from './get-message-image';

export interface PhonePreviewProps {
  sender: string;
  subject: string;
  body: string;
  /** SMS, LMS or MMS: shown above the bubble as the handset would label it. */
  type: string;
  /** MMS images (picked files or downloaded bytes), shown above the text as the handset does. */
  images?: readonly Blob[];
}

function PreviewImage({ image, index }: { image: Blob; index: number }) {
  const { t } = useTranslation();
  const url = useObjectUrl(image);
  return url ? (
    <Box
      component="img"
      src={url}
      alt={t('send.preview.image', { index: index + 1 })}
      sx={{ display: 'block', width: '100%', borderRadius: 2, mb: 1 }}
    />
  ) : null;
}

/** The message as a recipient's phone would show it: sender on top, then the images, subject in bold and the body. */
export function PhonePreview({ sender, subject, body, type, images = [] }: PhonePreviewProps) {
  const { t } = useTranslation();
  return (
    <Box
      role="figure"
      aria-label={t('send.preview.label')}
      sx={{
        width: 280,
        minHeight: 480,
        border: 10,
        borderColor: 'grey.800',
        borderRadius: 6,
        bgcolor: 'grey.100',
        p: 1.5,
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <Typography variant="subtitle2" align="center" sx={{ mb: 1 }}>
        {sender ? formatPhoneNumber(sender) : t('send.preview.noSender')}
      </Typography>
      <Typography variant="caption" color="text.secondary" align="center">
        {type}
      </Typography>
      <Paper elevation={0} sx={{ mt: 1, p: 1.5, borderRadius: 3, maxWidth: '90%', overflowWrap: 'anywhere' }}>
        {images.map((image, index) => (
          <PreviewImage key={index} image={image} index={index} />
        ))}
        {subject ? (
          <Typography variant="body2" fontWeight={700} sx={{ mb: 0.5 }}>
            {subject}
          </Typography>
        ) : null}
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
          {body || t('send.preview.empty')}
        </Typography>
      </Paper>
    </Box>
  );
}
