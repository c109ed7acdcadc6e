import { useState } from 'react';
import { Box, Button, CircularProgress, FormHelperText, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { KakaoImagePurpose } from '@console/contracts/kakao';
import { isApiError } from '@console/platform/api-error';
import { FileButton } from '@console/ui/file-button';
import { checkKakaoImageFile } from '../kakao-images/check-kakao-image-file';
import { kakaoImageRuleText } from '../kakao-images/kakao-image-rule-text';
import { useUploadKakaoImage } from '../kakao-images/upload-kakao-image';
import { BrandImageChooser } from './brand-image-chooser';
import { PreviewImage } from './brand-preview-parts';

const ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';

export interface BrandImagePickerProps {
  /** "이미지", "항목 2 이미지": names the buttons and the file input. */
  label: string;
  /** The use the bubble's images follow (KAKAO_IMAGE_RULES): only images of it are offered and uploaded. */
  purpose: KakaoImagePurpose;
  value: number | null | undefined;
  onChange(seq: number | null): void;
  error?: string;
}

/**
 * An image of the bubble: one of the team's images of the right use, chosen from the list, or a new file
 * checked in the browser by its bytes with the server's own rule, then uploaded and chosen.
 */
export function BrandImagePicker({ label, purpose, value, onChange, error }: BrandImagePickerProps) {
  const { t } = useTranslation();
  const upload = useUploadKakaoImage();
  const [choosing, setChoosing] = useState(false);
  const [names, setNames] = useState<Record<number, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const chosen = typeof value === 'number' && value > 0 ? value : null;

  const pick = (seq: number, fileName: string) => {
    setProblem(null);
    setNames((known) => ({ ...known, [seq]: fileName }));
    onChange(seq);
  };

  const uploadFile = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    const check = await checkKakaoImageFile(file, purpose);
    if (check.problem) return setProblem(check.problem);
    try {
      const image = await upload.mutateAsync({ file, purpose });
      pick(image.seq, image.fileName);
    } catch (failure) {
      setProblem(isApiError(failure) ? (failure.fieldError('image') ?? failure.message) : t('brandTemplates.failed'));
    }
  };

  return (
    <Box>
      <Stack direction="row" spacing={1.5} alignItems="center" flexWrap="wrap" useFlexGap>
        <Box sx={{ width: 64, flexShrink: 0, border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
          <PreviewImage seq={chosen} ratio="1 / 1" label={t('brandTemplates.image.none')} small />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" fontWeight={600}>
            {label}
          </Typography>
          <Typography variant="caption" color="text.secondary" data-testid="brand-image-name">
            {chosen
              ? (names[chosen] ?? t('brandTemplates.image.stored', { seq: chosen }))
              : t('brandTemplates.image.none')}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
          <Button
            size="small"
            variant="outlined"
            onClick={() => setChoosing(true)}
            aria-label={t('brandTemplates.image.choose', { label })}
          >
            {chosen ? t('brandTemplates.image.change') : t('brandTemplates.image.chooseShort')}
          </Button>
          <FileButton
            size="small"
            accept={ACCEPT}
            inputLabel={t('brandTemplates.image.fileInput', { label })}
            disabled={upload.isPending}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              void uploadFile(file);
            }}
          >
            {upload.isPending ? <CircularProgress size={16} /> : t('brandTemplates.image.upload')}
          </FileButton>
          {chosen ? (
            <Button
              size="small"
              color="error"
              onClick={() => onChange(null)}
              aria-label={t('brandTemplates.image.remove', { label })}
            >
              {t('brandTemplates.image.removeShort')}
            </Button>
          ) : null}
        </Stack>
      </Stack>
      <FormHelperText error={Boolean(problem ?? error)}>
        {problem ?? error ?? kakaoImageRuleText(t, purpose)}
      </FormHelperText>
      {choosing ? (
        <BrandImageChooser
          label={label}
          purpose={purpose}
          value={chosen}
          onClose={() => setChoosing(false)}
          onChoose={(image) => {
            pick(image.seq, image.fileName);
            setChoosing(false);
          }}
        />
      ) : null}
    </Box>
  );
}
