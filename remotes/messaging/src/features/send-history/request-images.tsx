import { Box, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

import type { MessageImage } from '@console/contracts/mms-images';
import { useMessageImageUrl } from '@console/send-kit/images/message-image';
import { useTeamSeq } from '@console/platform/hooks';

function RequestImage({ teamSeq, image, index }: { teamSeq: number; image: MessageImage; index: number }) {
  const { t } = useTranslation();
  const { url, isError } = useMessageImageUrl(teamSeq, image.imageId);
  const label = t('history.detail.imageAlt', {
    index: index + 1,
    width: image.width,
    height: image.height,
    kb: Math.ceil(image.size / 1024),
  });
  return (
    <Box component="figure" sx={{ m: 0, width: 120 }}>
      <Box
        sx={{
          width: 120,
          height: 120,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          overflow: 'hidden',
          bgcolor: 'grey.100',
          display: 'grid',
          placeItems: 'center',
        }}
      >
        {url ? (
          <Box component="img" src={url} alt={label} sx={{ width: '100%', height: '100%', objectFit: 'contain' }} />
        ) : null}
        {isError ? (
          <Typography variant="caption" color="error">
            {t('history.detail.imageFailed')}
          </Typography>
        ) : null}
      </Box>
      <Typography component="figcaption" variant="caption" color="text.secondary">
        {t('history.detail.imageCaption', {
          width: image.width,
          height: image.height,
          kb: Math.ceil(image.size / 1024),
        })}
      </Typography>
    </Box>
  );
}

/** The MMS images a request went out with, in their order, fetched from the team's images. */
export function RequestImages({ images }: { images: readonly MessageImage[] }) {
  const { t } = useTranslation();
  const teamSeq = useTeamSeq();
  if (images.length === 0) return null;
  return (
    <Box role="group" aria-label={t('history.detail.images')} sx={{ mb: 2 }}>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {t('history.detail.images')}
      </Typography>
      <Stack direction="row" spacing={1.5} flexWrap="wrap" useFlexGap>
        {images.map((image, index) => (
          <RequestImage key={image.imageId} teamSeq={teamSeq} image={image} index={index} />
        ))}
      </Stack>
    </Box>
  );
}
