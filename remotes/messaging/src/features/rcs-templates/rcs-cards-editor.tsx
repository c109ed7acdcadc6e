import { useState } from 'react';
import { FileButton } from '@console/ui/file-button';
import { Box, Button, FormHelperText, Paper, Stack, Typography } from '@mui/material';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { RCS_LIMITS, type RcsTemplateFormValues } from '@console/contracts/rcs';
import { isApiError } from '@console/platform/api-error';
import { errorAt, RcsButtonsEditor } from './rcs-buttons-editor';
import { formatFileSize, RCS_IMAGE_MB, rcsImageProblem } from './rcs-image-file';
import { useUploadRcsImage } from './upload-rcs-image';
import { useRcsImageUrl } from './use-rcs-image-url';
import { useTeamSeq } from '@console/platform/hooks';

/** Local previews of images chosen in this form, by image seq (shown before the stored copy loads). */
export type LocalImages = Record<number, string>;

function CardImage({
  index,
  localImages,
  onUploaded,
}: {
  index: number;
  localImages: LocalImages;
  onUploaded(seq: number, url: string | null): void;
}) {
  const { t } = useTranslation();
  const teamSeq = useTeamSeq();
  const { control, setValue, formState } = useFormContext<RcsTemplateFormValues>();
  const imageSeq = useWatch({ control, name: `cards.${index}.imageSeq` });
  const upload = useUploadRcsImage();
  const [problem, setProblem] = useState<string | null>(null);
  const stored = useRcsImageUrl(teamSeq, imageSeq && !localImages[imageSeq] ? imageSeq : null);
  const src = (imageSeq && localImages[imageSeq]) || stored;
  const error = problem ?? errorAt(formState.errors, `cards.${index}.imageSeq`);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const found = await rcsImageProblem(file);
    if (found)
      return setProblem(
        found === 'type'
          ? t('rcs.form.imageType')
          : t('rcs.form.imageSize', { mb: RCS_IMAGE_MB, size: formatFileSize(file.size) }),
      );
    setProblem(null);
    try {
      const image = await upload.mutateAsync(file);
      onUploaded(image.seq, typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null);
      setValue(`cards.${index}.imageSeq`, image.seq, { shouldValidate: formState.isSubmitted, shouldDirty: true });
    } catch (failure) {
      setProblem(isApiError(failure) ? (failure.fieldErrors[0]?.message ?? failure.message) : String(failure));
    }
  };

  return (
    <Stack direction="row" spacing={1.5} alignItems="center">
      {src ? (
        <Box component="img" src={src} alt="" sx={{ width: 120, height: 60, objectFit: 'cover', borderRadius: 1 }} />
      ) : (
        <Box sx={{ width: 120, height: 60, bgcolor: 'grey.200', borderRadius: 1 }} />
      )}
      <Stack spacing={0.5}>
        <FileButton
          size="small"
          disabled={upload.isPending}
          accept="image/jpeg,image/png"
          inputLabel={t('rcs.form.cardImage', { index: index + 1 })}
          onChange={(event) => void choose(event.target.files?.[0])}
        >
          {upload.isPending
            ? t('rcs.form.uploading')
            : t(imageSeq ? 'rcs.form.cardImageChange' : 'rcs.form.cardImage', { index: index + 1 })}
        </FileButton>
        {error ? <FormHelperText error>{error}</FormHelperText> : null}
      </Stack>
    </Stack>
  );
}

/** Image cards of an IMAGE template: each an uploaded JPG/PNG (<= 1 MB) and up to 2 buttons. */
export function RcsCardsEditor({
  localImages,
  onUploaded,
}: {
  localImages: LocalImages;
  onUploaded(seq: number, url: string | null): void;
}) {
  const { t } = useTranslation();
  const { control, formState } = useFormContext<RcsTemplateFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'cards' });
  const listError = errorAt(formState.errors, 'cards');
  return (
    <Stack spacing={1.5}>
      {fields.map((field, index) => (
        <Paper
          key={field.id}
          variant="outlined"
          sx={{ p: 1.5 }}
          component="section"
          aria-label={t('rcs.form.card', { index: index + 1 })}
        >
          <Stack direction="row" justifyContent="space-between" alignItems="center" sx={{ mb: 1 }}>
            <Typography variant="subtitle2">{t('rcs.form.card', { index: index + 1 })}</Typography>
            {fields.length > 1 ? (
              <Button size="small" color="error" onClick={() => remove(index)}>
                {t('rcs.form.removeCard', { index: index + 1 })}
              </Button>
            ) : null}
          </Stack>
          <Stack spacing={1.5}>
            <CardImage index={index} localImages={localImages} onUploaded={onUploaded} />
            <RcsButtonsEditor
              name={`cards.${index}.buttons`}
              max={RCS_LIMITS.imageTemplate.buttonsPerCard}
              prefix={`${index + 1}-`}
            />
          </Stack>
        </Paper>
      ))}
      {listError ? <FormHelperText error>{listError}</FormHelperText> : null}
      {fields.length < RCS_LIMITS.cardsMax ? (
        <Button
          size="small"
          variant="outlined"
          sx={{ alignSelf: 'flex-start' }}
          onClick={() => append({ imageSeq: undefined as unknown as number, buttons: [] })}
        >
          {t('rcs.form.addCard')}
        </Button>
      ) : (
        <Typography variant="caption" color="text.secondary">
          {t('rcs.form.cardsFull', { max: RCS_LIMITS.cardsMax })}
        </Typography>
      )}
    </Stack>
  );
}
