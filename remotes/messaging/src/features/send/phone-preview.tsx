import { Box, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatPhoneNumber } from '@console/ui/format';
import { useObjectUrl } from '@console/send-kit/images/message-image';
import { PhoneFrame } from '@console/send-kit/preview/phone-frame';

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
    <PhoneFrame
      label={t('send.preview.label')}
      width={280}
      header={
        <>
          <Typography variant="subtitle2" align="center">
            {sender ? formatPhoneNumber(sender) : t('send.preview.noSender')}
          </Typography>
          <Typography variant="caption" component="p" color="text.secondary" align="center">
            {type}
          </Typography>
        </>
      }
    >
      <Paper elevation={0} sx={{ p: 1.5, borderRadius: 3, maxWidth: '90%', overflowWrap: 'anywhere' }}>
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
    </PhoneFrame>
  );
}
