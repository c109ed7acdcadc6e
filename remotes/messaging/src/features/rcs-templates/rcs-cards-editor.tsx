import { useState } from 'react';
import { FileButton } from '@console/ui/file-button';
import { Box, Button, FormHelperText, Paper, Stack, Typography } from '@mui/material';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { RCS_LIMITS } from '@console/contracts/rcs';
import { isApiError } from '@console/platform/api-error';
import { errorAt, LimitedAddButton, RcsButtonsEditor, type RcsEditorValues } from './rcs-buttons-editor';
import { formatFileSize, RCS_IMAGE_MB, rcsImageProblem } from './rcs-image-file';
import { useUploadRcsImage } from './upload-rcs-image';
import { useRcsImageUrl } from './use-rcs-image-url';
import { useTeamSeq } from '@console/platform/hooks';
import type { LocalImages } from './rcs-local-images';

interface LocalImagesProps {
  localImages: LocalImages;
  /** An image was uploaded for a card: its seq and a local URL of the chosen file (null where none can be made). */
  onUploaded(seq: number, url: string | null): void;
}

function CardImage({ index, localImages, onUploaded }: LocalImagesProps & { index: number }) {
  const { t } = useTranslation();
  const teamSeq = useTeamSeq();
  const { control, setValue, formState } = useFormContext<RcsEditorValues>();
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
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Choosing the same file again (after fixing it, or after an error) is a change too.
            event.target.value = '';
            void choose(file);
          }}
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

export interface RcsCardsEditorProps extends LocalImagesProps {
  /** Buttons each card takes (RCS_LIMITS: an image template's or an RCS MMS's card, 2). */
  buttonsPerCard: number;
}

/**
 * Image cards of an image template or an RCS MMS (at most 6): each an uploaded JPG/PNG (<= 1 MB, checked
 * by its bytes first) with a thumbnail, and its own buttons.
 */
export function RcsCardsEditor({ buttonsPerCard, localImages, onUploaded }: RcsCardsEditorProps) {
  const { t } = useTranslation();
  const { control, formState } = useFormContext<RcsEditorValues>();
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
            <Button size="small" color="error" onClick={() => remove(index)}>
              {t('rcs.form.removeCard', { index: index + 1 })}
            </Button>
          </Stack>
          <Stack spacing={1.5}>
            <CardImage index={index} localImages={localImages} onUploaded={onUploaded} />
            <RcsButtonsEditor name={`cards.${index}.buttons`} max={buttonsPerCard} prefix={`${index + 1}-`} />
          </Stack>
        </Paper>
      ))}
      {listError ? <FormHelperText error>{listError}</FormHelperText> : null}
      <LimitedAddButton
        label={t('rcs.form.addCard')}
        full={fields.length >= RCS_LIMITS.cardsMax ? t('rcs.form.cardsFull', { max: RCS_LIMITS.cardsMax }) : null}
        onAdd={() => append({ imageSeq: undefined as unknown as number, buttons: [] })}
      />
    </Stack>
  );
}
