import { useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { Alert, Box, Button, CircularProgress, IconButton, Stack, Typography } from '@mui/material';
import { useSendKitTranslation } from '../send-kit-texts';
import { PRICES_KRW } from '@console/contracts/prices';
import { MMS_MAX_IMAGE_BYTES, MMS_MAX_IMAGE_WIDTH, MMS_MAX_IMAGES } from '@console/contracts/message-limits';
import type { MessageImage, MmsImageCheck } from '@console/contracts/mms-images';
import { isApiError } from '@console/platform/api-error';
import { formatKrw } from '@console/ui/format';
import { AddIcon } from '@console/ui/icons';
import { useObjectUrl } from './message-image';
import { useUploadMessageImage } from './upload-message-image';

/** A picked image: uploading, then ready with the server's imageId. */
export interface PickedImage {
  key: string;
  file: File;
  image: MessageImage | null;
}

export interface ImagePickerProps {
  picks: PickedImage[];
  onPicksChange: Dispatch<SetStateAction<PickedImage[]>>;
  /** The server's message on `imageIds`, if the send was refused for its images. */
  error?: string;
}

const ACCEPT = '.jpg,.jpeg,image/jpeg';
let nextKey = 0;

function Thumbnail({ pick, index, onRemove }: { pick: PickedImage; index: number; onRemove(): void }) {
  const { t } = useSendKitTranslation();
  const url = useObjectUrl(pick.file);
  const label = t('images.thumbnail', { index: index + 1, name: pick.file.name });
  return (
    <Box
      sx={{
        position: 'relative',
        width: 96,
        height: 96,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: 'grey.100',
      }}
    >
      {url ? (
        <Box
          component="img"
          src={url}
          alt={label}
          sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      ) : null}
      {pick.image ? (
        <Typography
          variant="caption"
          noWrap
          align="center"
          sx={{
            position: 'absolute',
            left: 0,
            bottom: 0,
            right: 0,
            px: 0.25,
            fontSize: 10,
            bgcolor: 'rgba(0,0,0,0.55)',
            color: 'common.white',
          }}
        >
          {t('images.size', {
            width: pick.image.width,
            height: pick.image.height,
            kb: Math.ceil(pick.image.size / 1024),
          })}
        </Typography>
      ) : (
        <Box
          role="progressbar"
          aria-label={t('images.uploading', { name: pick.file.name })}
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'rgba(255,255,255,0.6)',
          }}
        >
          <CircularProgress size={28} />
        </Box>
      )}
      <IconButton
        size="small"
        aria-label={t('images.remove', { index: index + 1, name: pick.file.name })}
        onClick={onRemove}
        sx={{
          position: 'absolute',
          top: 2,
          right: 2,
          width: 24,
          height: 24,
          bgcolor: 'rgba(255,255,255,0.85)',
          '&:hover': { bgcolor: 'common.white' },
        }}
      >
        ×
      </IconButton>
    </Box>
  );
}

/**
 * MMS images: up to 3 JPGs, each checked in the browser by its bytes (the contracts' rule), then
 * uploaded at once; refused files are named with the reason in place. The limits are said up front.
 */
export function ImagePicker({ picks, onPicksChange, error }: ImagePickerProps) {
  const { t, i18n } = useSendKitTranslation();
  const upload = useUploadMessageImage();
  const input = useRef<HTMLInputElement>(null);
  const [refusals, setRefusals] = useState<{ name: string; message: string }[]>([]);
  // The latest picks for the upload callbacks (which finish after later renders).
  const current = useRef(picks);
  current.current = picks;

  const problemText = (check: Extract<MmsImageCheck, { ok: false }>) =>
    t(`images.problems.${check.problem}`, {
      max: MMS_MAX_IMAGE_BYTES / 1024,
      kb: Math.ceil(check.size / 1024),
      px: MMS_MAX_IMAGE_WIDTH,
      width: check.width,
      height: check.height,
    });

  const refuse = (name: string, message: string) => setRefusals((list) => [...list, { name, message }]);

  const uploadPick = async (pick: PickedImage) => {
    try {
      const image = await upload.mutateAsync(pick.file);
      // The same bytes picked twice are one image on the server: keep the first.
      if (current.current.some((other) => other.key !== pick.key && other.image?.imageId === image.imageId)) {
        onPicksChange((list) => list.filter((other) => other.key !== pick.key));
        refuse(pick.file.name, t('images.duplicate'));
        return;
      }
      onPicksChange((list) => list.map((other) => (other.key === pick.key ? { ...other, image } : other)));
    } catch (failure) {
      onPicksChange((list) => list.filter((other) => other.key !== pick.key));
      refuse(pick.file.name, isApiError(failure) ? failure.message : t('images.uploadFailed'));
    }
  };

  const onFiles = async (files: File[]) => {
    setRefusals([]);
    // The byte check (JPEG markers, size, pixels) loads when the first files are picked.
    const { checkImageFile } = await import(/* webpackChunkName: "check-image-file" */ './check-image-file');
    let free = MMS_MAX_IMAGES - current.current.length;
    for (const file of files) {
      if (free <= 0) {
        refuse(file.name, t('images.tooMany', { max: MMS_MAX_IMAGES }));
        continue;
      }
      const check = await checkImageFile(file);
      if (!check.ok) {
        refuse(file.name, problemText(check));
        continue;
      }
      free -= 1;
      const pick: PickedImage = { key: `image-${(nextKey += 1)}`, file, image: null };
      onPicksChange((list) => [...list, pick]);
      void uploadPick(pick);
    }
  };

  const full = picks.length >= MMS_MAX_IMAGES;
  return (
    <Stack spacing={1} role="group" aria-label={t('images.label')}>
      <Stack direction="row" spacing={1} alignItems="center">
        <Typography variant="subtitle2">{t('images.label')}</Typography>
        <Typography variant="body2" color="text.secondary" data-testid="image-count">
          {t('images.count', { count: picks.length, max: MMS_MAX_IMAGES })}
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('images.help', {
          max: MMS_MAX_IMAGES,
          kb: MMS_MAX_IMAGE_BYTES / 1024,
          px: MMS_MAX_IMAGE_WIDTH,
          price: formatKrw(PRICES_KRW.MMS, i18n.language),
        })}
      </Typography>
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap alignItems="center">
        {picks.map((pick, index) => (
          <Thumbnail
            key={pick.key}
            pick={pick}
            index={index}
            onRemove={() => onPicksChange((list) => list.filter((other) => other.key !== pick.key))}
          />
        ))}
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          disabled={full}
          onClick={() => input.current?.click()}
          sx={{ height: 96 }}
        >
          {full ? t('images.full', { max: MMS_MAX_IMAGES }) : t('images.add')}
        </Button>
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          multiple
          hidden
          aria-label={t('images.input')}
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = '';
            void onFiles(files);
          }}
        />
      </Stack>
      {refusals.map((refusal, index) => (
        <Alert key={`${refusal.name}-${index}`} severity="error">
          {t('images.refused', { name: refusal.name, message: refusal.message })}
        </Alert>
      ))}
      {error ? <Alert severity="error">{error}</Alert> : null}
    </Stack>
  );
}
