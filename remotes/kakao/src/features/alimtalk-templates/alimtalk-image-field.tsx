import { useState } from 'react';
import { Box, Button, FormHelperText, Stack, Typography } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { KAKAO_LIMITS, type AlimtalkTemplateFormValues } from '@console/contracts/kakao';
import { isApiError } from '@console/platform/api-error';
import { FileButton } from '@console/ui/file-button';
import { checkKakaoImageFile } from '../kakao-images/check-kakao-image-file';
import { useUploadKakaoImage } from '../kakao-images/upload-kakao-image';
import { errorAt } from './form-error-at';

/**
 * The emphasis image of an IMAGE template: checked in the browser by its bytes with the server's own
 * rule (2:1 JPG/PNG, <= 500 KB), then uploaded; the form keeps the stored image's seq.
 */
export function AlimtalkImageField({ onUploaded }: { onUploaded(seq: number, file: File): void }) {
  const { t } = useTranslation();
  const { control, formState, setValue, trigger } = useFormContext<AlimtalkTemplateFormValues>();
  const imageSeq = useWatch({ control, name: 'imageSeq' });
  const upload = useUploadKakaoImage();
  const [problem, setProblem] = useState<string | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const fieldError = errorAt(formState.errors, 'imageSeq');
  const { width, height, maxBytes } = KAKAO_LIMITS.templateImage;

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    try {
      const { problem: found } = await checkKakaoImageFile(file, 'ALIMTALK');
      if (found) return setProblem(found);
      const image = await upload.mutateAsync({ file, purpose: 'ALIMTALK' });
      setFileName(file.name);
      onUploaded(image.seq, file);
      setValue('imageSeq', image.seq, { shouldDirty: true });
      if (formState.isSubmitted) void trigger('imageSeq');
    } catch (error) {
      setProblem(isApiError(error) ? (error.fieldError('image') ?? error.message) : t('templates.failed'));
    }
  };

  return (
    <Box>
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap">
        <FileButton
          inputLabel={t('templates.form.imageInput')}
          accept="image/jpeg,image/png"
          disabled={upload.isPending}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            void choose(file);
          }}
          size="small"
        >
          {imageSeq ? t('templates.form.imageChange') : t('templates.form.imageChoose')}
        </FileButton>
        {imageSeq ? (
          <>
            <Typography variant="body2" data-testid="alimtalk-image-name">
              {fileName ?? t('templates.form.imageStored', { seq: imageSeq })}
            </Typography>
            <Button size="small" color="error" onClick={() => setValue('imageSeq', null, { shouldDirty: true })}>
              {t('templates.form.imageRemove')}
            </Button>
          </>
        ) : null}
      </Stack>
      <FormHelperText error={Boolean(problem ?? fieldError)}>
        {problem ?? fieldError ?? t('templates.form.imageHelp', { width, height, kb: maxBytes / 1024 })}
      </FormHelperText>
    </Box>
  );
}
