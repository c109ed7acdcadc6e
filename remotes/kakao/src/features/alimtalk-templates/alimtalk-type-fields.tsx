import {
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  AC_BUTTON_NAME,
  AlimtalkEmphasis,
  AlimtalkMessageType,
  countKakaoChars,
  KAKAO_LIMITS,
  type AlimtalkTemplateFormValues,
} from '@console/contracts/kakao';
import { AlimtalkImageField } from './alimtalk-image-field';
import { AlimtalkItemsEditor } from './alimtalk-items-editor';
import { hasChannelAdd } from './alimtalk-template-values';

/** Re-checks after a change that moves other fields, once the user has tried to submit. */
function useRevalidate() {
  const { formState, trigger } = useFormContext<AlimtalkTemplateFormValues>();
  return () => {
    if (formState.isSubmitted) void trigger();
  };
}

/**
 * The message type, each with what it adds. AD and MI need Kakao's channel-add button first: choosing
 * one puts it there; leaving them takes it away (BA and EX may not carry it).
 */
export function MessageTypeField() {
  const { t } = useTranslation();
  const { control, getValues, setValue } = useFormContext<AlimtalkTemplateFormValues>();
  const revalidate = useRevalidate();

  const onType = (next: AlimtalkMessageType) => {
    setValue('messageType', next, { shouldDirty: true });
    const buttons = getValues('buttons') ?? [];
    if (hasChannelAdd(next) && buttons[0]?.type !== 'AC' && buttons.length < KAKAO_LIMITS.buttonsMax)
      setValue('buttons', [{ type: 'AC', name: AC_BUTTON_NAME }, ...buttons.filter((b) => b.type !== 'AC')]);
    if (!hasChannelAdd(next) && buttons.some((b) => b.type === 'AC'))
      setValue(
        'buttons',
        buttons.filter((b) => b.type !== 'AC'),
      );
    revalidate();
  };

  return (
    <FormControl>
      <FormLabel id="alimtalk-message-type">{t('templates.form.messageType')}</FormLabel>
      <Controller
        control={control}
        name="messageType"
        render={({ field }) => (
          <RadioGroup
            aria-labelledby="alimtalk-message-type"
            value={field.value ?? 'BA'}
            onChange={(event) => onType(event.target.value as AlimtalkMessageType)}
          >
            {AlimtalkMessageType.options.map((value) => (
              <FormControlLabel
                key={value}
                value={value}
                control={<Radio size="small" />}
                label={
                  <span>
                    <strong>{t(`templates.messageTypes.${value}`)}</strong>
                    <Typography component="span" variant="body2" color="text.secondary">
                      {' · '}
                      {t(`templates.messageTypeHelp.${value}`)}
                    </Typography>
                  </span>
                }
              />
            ))}
          </RadioGroup>
        )}
      />
    </FormControl>
  );
}

/** Emphasis: none, a title (with a subtitle), an 800 x 400 image, or an item list; each shows its own fields. */
export function EmphasisFields({ onImageUploaded }: { onImageUploaded(seq: number, file: File): void }) {
  const { t } = useTranslation();
  const { control, register, formState, getValues, setValue } = useFormContext<AlimtalkTemplateFormValues>();
  const [emphasis, title, subtitle] = useWatch({ control, name: ['emphasis', 'title', 'subtitle'] });
  const revalidate = useRevalidate();
  const { errors } = formState;

  const onEmphasis = (next: AlimtalkEmphasis) => {
    setValue('emphasis', next, { shouldDirty: true });
    // An item list starts with the two rows it needs at least.
    if (next === 'ITEM_LIST' && (getValues('items') ?? []).length === 0)
      setValue('items', [
        { name: '', description: '' },
        { name: '', description: '' },
      ]);
    revalidate();
  };

  return (
    <Stack spacing={1.5}>
      <FormControl>
        <FormLabel id="alimtalk-emphasis">{t('templates.form.emphasis')}</FormLabel>
        <Controller
          control={control}
          name="emphasis"
          render={({ field }) => (
            <RadioGroup
              row
              aria-labelledby="alimtalk-emphasis"
              value={field.value ?? 'NONE'}
              onChange={(event) => onEmphasis(event.target.value as AlimtalkEmphasis)}
            >
              {AlimtalkEmphasis.options.map((value) => (
                <FormControlLabel
                  key={value}
                  value={value}
                  control={<Radio size="small" />}
                  label={t(`templates.emphases.${value}`)}
                />
              ))}
            </RadioGroup>
          )}
        />
        <FormHelperText>{t(`templates.emphasisHelp.${emphasis ?? 'NONE'}`)}</FormHelperText>
      </FormControl>
      {emphasis === 'TEXT' || emphasis === 'ITEM_LIST' ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <TextField
            size="small"
            label={t('templates.form.emphasisTitle')}
            required={emphasis === 'TEXT'}
            {...register('title')}
            error={Boolean(errors.title)}
            helperText={
              errors.title?.message ??
              t('kakaoTemplates.form.count', { count: countKakaoChars(title ?? ''), max: KAKAO_LIMITS.titleMax })
            }
            sx={{ flex: 1 }}
          />
          <TextField
            size="small"
            label={t('templates.form.emphasisSubtitle')}
            {...register('subtitle')}
            error={Boolean(errors.subtitle)}
            helperText={
              errors.subtitle?.message ??
              t('kakaoTemplates.form.count', { count: countKakaoChars(subtitle ?? ''), max: KAKAO_LIMITS.subtitleMax })
            }
            sx={{ flex: 1 }}
          />
        </Stack>
      ) : null}
      {emphasis === 'IMAGE' ? <AlimtalkImageField onUploaded={onImageUploaded} /> : null}
      {emphasis === 'ITEM_LIST' ? <AlimtalkItemsEditor /> : null}
    </Stack>
  );
}
