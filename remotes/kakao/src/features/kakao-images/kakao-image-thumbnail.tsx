import { Box, CircularProgress } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { KakaoImage } from '@console/contracts/kakao';
import { useKakaoImageContentUrl } from './get-kakao-image-content';

const BOX = 72;

/** A stored image, small and whole (contain), loaded through the api client. */
export function KakaoImageThumbnail({ teamSeq, image }: { teamSeq: number; image: KakaoImage }) {
  const { t } = useTranslation();
  const { url, isError } = useKakaoImageContentUrl(teamSeq, image.seq);
  return (
    <Box
      sx={{
        width: BOX,
        height: BOX,
        display: 'grid',
        placeItems: 'center',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'grey.100',
        overflow: 'hidden',
      }}
    >
      {url ? (
        <Box
          component="img"
          src={url}
          alt={t('kakaoImages.thumbnail', { name: image.fileName })}
          sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain', display: 'block' }}
        />
      ) : isError ? null : (
        <CircularProgress size={20} aria-label={t('kakaoImages.thumbnail', { name: image.fileName })} />
      )}
    </Box>
  );
}
