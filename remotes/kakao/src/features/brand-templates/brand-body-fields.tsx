import { Box, FormControlLabel, Radio, RadioGroup, Stack, TextField, Typography } from '@mui/material';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  BRAND_IMAGE_PURPOSE,
  BRAND_LIMITS,
  BrandMessageType,
  countKakaoChars,
  kakaoVariableNames,
  type BrandTemplateFormValues,
} from '@console/contracts/kakao';
import { BrandImagePicker } from './brand-image-picker';
import { contentMaxOf, fieldsForType, hasMainImage } from './brand-template-values';

/** The limits each type's explanation states, all from BRAND_LIMITS. */
const limitsOf = (type: BrandMessageType) => ({
  text: BRAND_LIMITS.textMax[type],
  buttons: BRAND_LIMITS.buttonsMax[type],
  name: BRAND_LIMITS.buttonNameMax[type],
  itemsMin: BRAND_LIMITS.itemsMin,
  itemsMax: BRAND_LIMITS.itemsMax,
  cardsMin: BRAND_LIMITS.cardsMin,
  cardsMax: BRAND_LIMITS.cardsMax,
  cardText: BRAND_LIMITS.cardMessageMax,
});

/** The bubble type; switching it prepares the rows a list or a carousel starts with. */
export function BrandTypeField() {
  const { t } = useTranslation();
  const { control, getValues, setValue } = useFormContext<BrandTemplateFormValues>();
  return (
    <Controller
      control={control}
      name="type"
      render={({ field }) => (
        <RadioGroup
          aria-label={t('brandTemplates.form.type')}
          value={field.value ?? 'TEXT'}
          onChange={(event) => {
            const next = BrandMessageType.parse(event.target.value);
            const prepared = fieldsForType(getValues(), next);
            setValue('imageSeq', prepared.imageSeq);
            setValue('items', prepared.items);
            setValue('cards', prepared.cards);
            field.onChange(next);
          }}
        >
          {BrandMessageType.options.map((type) => (
            <FormControlLabel
              key={type}
              value={type}
              control={<Radio />}
              sx={{ alignItems: 'flex-start', mb: 0.5, '& .MuiRadio-root': { pt: 0.25 } }}
              label={
                <Box>
                  <Typography variant="body2" fontWeight={600}>
                    {t(`brandPreview.types.${type}`)}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {t(`brandTemplates.typeHelp.${type}`, limitsOf(type))}
                  </Typography>
                </Box>
              }
            />
          ))}
        </RadioGroup>
      )}
    />
  );
}

/** The body text with its per-type counter and variables, and the main image of IMAGE and WIDE with its link. */
export function BrandBodyFields() {
  const { t } = useTranslation();
  const { control, register, formState } = useFormContext<BrandTemplateFormValues>();
  const [type, content] = useWatch({ control, name: ['type', 'content'] });
  const { errors } = formState;
  const max = contentMaxOf(type);
  const count = countKakaoChars(content ?? '');
  const variables = kakaoVariableNames(content ?? '');
  const purpose = type ? BRAND_IMAGE_PURPOSE[type] : null;

  return (
    <Stack spacing={2}>
      {hasMainImage(type) && purpose ? (
        <Stack spacing={1}>
          <Controller
            control={control}
            name="imageSeq"
            render={({ field }) => (
              <BrandImagePicker
                label={t('brandTemplates.form.image')}
                purpose={purpose}
                value={field.value}
                onChange={field.onChange}
                error={errors.imageSeq?.message}
              />
            )}
          />
          <TextField
            size="small"
            label={t('brandTemplates.form.imageLink')}
            slotProps={{ htmlInput: { inputMode: 'url' } }}
            {...register('imageLink')}
            error={Boolean(errors.imageLink)}
            helperText={errors.imageLink?.message ?? t('brandTemplates.form.imageLinkHelp')}
          />
        </Stack>
      ) : null}
      {max !== undefined ? (
        <Box>
          <TextField
            label={t('brandTemplates.form.content')}
            required
            multiline
            minRows={type === 'WIDE' ? 3 : 6}
            fullWidth
            {...register('content')}
            error={Boolean(errors.content) || count > max}
            helperText={errors.content?.message ?? t('brandTemplates.form.contentHelp')}
          />
          <Stack direction="row" justifyContent="space-between" spacing={2} sx={{ mt: 0.5 }}>
            <Typography variant="caption" color="text.secondary" data-testid="brand-variables">
              {variables.length > 0
                ? t('brandTemplates.form.variables', {
                    count: variables.length,
                    names: variables.map((name) => `#{${name}}`).join(', '),
                  })
                : t('brandTemplates.form.noVariables')}
            </Typography>
            <Typography
              variant="caption"
              color={count > max ? 'error' : 'text.secondary'}
              sx={{ flexShrink: 0 }}
              data-testid="brand-content-count"
            >
              {t('brandTemplates.form.contentCount', { count: count.toLocaleString('ko-KR'), max })}
              {count > max ? ` · ${t('brandTemplates.form.contentOver', { over: count - max })}` : ''}
            </Typography>
          </Stack>
        </Box>
      ) : null}
    </Stack>
  );
}
