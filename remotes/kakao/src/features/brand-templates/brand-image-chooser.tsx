import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  ButtonBase,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Pagination,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { KakaoImage, KakaoImagePurpose } from '@console/contracts/kakao';
import { useTeamSeq } from '@console/platform/hooks';
import { useKakaoImages } from '../kakao-images/get-kakao-images';
import { KakaoImageThumbnail } from '../kakao-images/kakao-image-thumbnail';

const PAGE_SIZE = 12;

export interface BrandImageChooserProps {
  label: string;
  purpose: KakaoImagePurpose;
  value: number | null;
  onChoose(image: KakaoImage): void;
  onClose(): void;
}

/** The team's images of one use, a page at a time, to choose one from. */
export function BrandImageChooser({ label, purpose, value, onChoose, onClose }: BrandImageChooserProps) {
  const { t } = useTranslation();
  const teamSeq = useTeamSeq();
  const [page, setPage] = useState(1);
  const images = useKakaoImages(teamSeq, { page, size: PAGE_SIZE, purpose });
  const items = images.data?.items ?? [];
  const pages = Math.ceil((images.data?.total ?? 0) / PAGE_SIZE);
  const purposeName = t(`kakaoImages.purposes.${purpose}`);

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="brand-image-chooser-title">
      <DialogTitle id="brand-image-chooser-title">{t('brandTemplates.image.chooserTitle', { label })}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('brandTemplates.image.chooserHelp', { purpose: purposeName })}
        </Typography>
        {images.isError ? (
          <Alert severity="error">{t('brandTemplates.image.loadFailed')}</Alert>
        ) : images.isPending ? (
          <CircularProgress aria-label={t('brandTemplates.image.loading')} />
        ) : items.length === 0 ? (
          <Alert severity="info">{t('brandTemplates.image.empty', { purpose: purposeName })}</Alert>
        ) : (
          <Box
            role="list"
            aria-label={t('brandTemplates.image.listLabel', { purpose: purposeName })}
            sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', gap: 1.5 }}
          >
            {items.map((image) => (
              <Box role="listitem" key={image.seq}>
                <ButtonBase
                  onClick={() => onChoose(image)}
                  aria-label={t('brandTemplates.image.pick', { name: image.fileName })}
                  aria-pressed={image.seq === value}
                  sx={{
                    width: '100%',
                    p: 1,
                    display: 'flex',
                    flexDirection: 'column',
                    gap: 0.5,
                    border: 2,
                    borderRadius: 1,
                    borderColor: image.seq === value ? 'primary.main' : 'divider',
                  }}
                >
                  <KakaoImageThumbnail teamSeq={teamSeq} image={image} />
                  <Typography variant="caption" noWrap sx={{ maxWidth: '100%' }}>
                    {image.fileName}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {t('kakaoImages.pixels', { width: image.width, height: image.height })}
                  </Typography>
                </ButtonBase>
              </Box>
            ))}
          </Box>
        )}
        {pages > 1 ? (
          <Pagination sx={{ mt: 2 }} count={pages} page={page} onChange={(_, next) => setPage(next)} size="small" />
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('kakaoTemplates.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
