import { useState, type ChangeEvent } from 'react';
import { FileButton } from '@console/ui/file-button';
import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RCS_LIMITS } from '@console/contracts/rcs';
import { RCS_IMAGE_MB, rcsImageProblem } from '../rcs-templates/rcs-image-file';
import { useUploadRcsImage } from '../rcs-templates/upload-rcs-image';
import { RcsButtonsEditor } from './rcs-buttons-editor';
import type { RcsSendFormApi } from './rcs-send-form-values';

/** RCS MMS cards: each an uploaded JPG/PNG (<= 1 MB, checked by its bytes first) with its own buttons. */
export function RcsCardsEditor({ form }: { form: RcsSendFormApi }) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'cards' });
  const upload = useUploadRcsImage();
  const [problem, setProblem] = useState<string | null>(null);
  const error = form.formState.errors.cards?.message ?? form.formState.errors.cards?.root?.message;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProblem(null);
    const found = await rcsImageProblem(file);
    if (found) return setProblem(t(`rcsSend.cards.problems.${found}`, { mb: RCS_IMAGE_MB }));
    try {
      const image = await upload.mutateAsync(file);
      append({ imageSeq: image.seq, buttons: [] });
    } catch {
      setProblem(t('rcsSend.cards.uploadFailed'));
    }
  };

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} alignItems="center">
        <Typography variant="subtitle2">{t('rcsSend.cards.label')}</Typography>
        <Typography variant="caption" color="text.secondary">
          {t('rcsSend.cards.count', { count: fields.length, max: RCS_LIMITS.cardsMax })}
        </Typography>
      </Stack>
      {fields.map((field, index) => (
        <Paper key={field.id} variant="outlined" sx={{ p: 1.5 }}>
          <Stack direction="row" justifyContent="space-between" alignItems="center" sx={{ mb: 1 }}>
            <Typography variant="body2" fontWeight={700}>
              {t('rcsSend.cards.card', { index: index + 1 })}
            </Typography>
            <Button size="small" color="inherit" onClick={() => remove(index)}>
              {t('rcsSend.cards.remove', { index: index + 1 })}
            </Button>
          </Stack>
          <RcsButtonsEditor form={form} name={`cards.${index}.buttons`} max={RCS_LIMITS.mms.buttonsPerCard} />
        </Paper>
      ))}
      <div>
        <FileButton
          size="small"
          disabled={fields.length >= RCS_LIMITS.cardsMax || upload.isPending}
          accept="image/jpeg,image/png"
          inputLabel={t('rcsSend.cards.input')}
          onChange={(event) => void choose(event)}
        >
          {upload.isPending ? t('rcsSend.cards.uploading') : t('rcsSend.cards.add')}
        </FileButton>
        <Typography variant="caption" color="text.secondary" sx={{ ml: 1 }}>
          {t('rcsSend.cards.help', { mb: RCS_IMAGE_MB })}
        </Typography>
      </div>
      {problem ? <Alert severity="error">{problem}</Alert> : null}
      {error ? <Alert severity="error">{error}</Alert> : null}
    </Stack>
  );
}
