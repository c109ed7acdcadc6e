import { MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  AC_BUTTON_NAME,
  countKakaoChars,
  type AlimtalkButtonInput,
  type AlimtalkButtonType,
} from '@console/contracts/kakao';
import { ListEditorFooter } from '@console/ui/list-editor-footer';
import { errorAt } from './form-error-at';
import { BUTTON_LINKS, type ButtonLink } from './kakao-button-values';
import { RemoveRowButton } from './remove-row-button';

/**
 * What the editor edits in the form around it (read through its FormProvider): an alimtalk template's
 * buttons and quick replies, a brand template's buttons and each carousel card's.
 */
interface KakaoButtonsForm {
  buttons?: AlimtalkButtonInput[];
  quickReplies?: AlimtalkButtonInput[];
  cards?: { buttons?: AlimtalkButtonInput[] }[];
}

export type KakaoButtonsPath = 'buttons' | 'quickReplies' | `cards.${number}.buttons`;

export interface KakaoButtonsEditorProps {
  name: KakaoButtonsPath;
  /** The types this list takes (quick replies take neither DS nor AC, brand messages no DS). */
  types: readonly AlimtalkButtonType[];
  max: number;
  /** The name limit: alimtalk's, or the brand-message bubble type's (14 for text and image, 8 for the others). */
  nameMax: number;
  /** "버튼", "바로 연결" or "카드 2 버튼": names each field with its number ("버튼 1 이름"). */
  itemLabel: string;
  addLabel: string;
  /** The help under each link field (each message kind has its own examples). */
  linkHelp(link: ButtonLink): string;
  /** What a type without links does, under its button (alimtalk explains them); nothing when absent. */
  typeHelp?(type: AlimtalkButtonType): string;
  /** Shows each type's code in the type list, "웹 링크 (WL)", as alimtalk's review rules name them. */
  showTypeCode?: boolean;
  /** Under an add-channel (AC) button's name instead of its count: Kakao fixes that name. */
  acNameHelp?: string;
  /** Marks a name over `nameMax` while it is typed, as the brand form does with every counter (alimtalk's marks on submit). */
  markOverLimit?: boolean;
}

/**
 * Kakao buttons (alimtalk buttons and quick replies, brand-message buttons): type, name counted
 * against `nameMax` (an AC button carries Kakao's fixed name), and the links the type needs (web
 * link: mobile and PC URL; app link: Android and iOS). Adding stops at `max` and says so.
 */
export function KakaoButtonsEditor({
  name,
  types,
  max,
  nameMax,
  itemLabel,
  addLabel,
  linkHelp,
  typeHelp,
  showTypeCode = false,
  acNameHelp,
  markOverLimit = false,
}: KakaoButtonsEditorProps) {
  const { t } = useTranslation();
  const { control, register, formState, setValue } = useFormContext<KakaoButtonsForm>();
  const { fields, append, remove } = useFieldArray({ control, name });
  const values = useWatch({ control, name }) ?? [];
  const full = fields.length >= max;

  return (
    <Stack spacing={1.5}>
      {fields.map((field, index) => {
        const at = `${name}.${index}` as const;
        const label = `${itemLabel} ${index + 1}`;
        const type: AlimtalkButtonType = values[index]?.type ?? 'WL';
        const nameError = errorAt(formState.errors, `${at}.name`);
        const typeError = errorAt(formState.errors, `${at}.type`);
        const count = countKakaoChars(values[index]?.name ?? '');
        const links = BUTTON_LINKS[type];
        return (
          <Paper key={field.id} variant="outlined" sx={{ p: 1.5 }} component="fieldset" aria-label={label}>
            <Stack spacing={1}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems="flex-start">
                <Controller
                  control={control}
                  name={`${at}.type`}
                  render={({ field: typeField }) => (
                    <TextField
                      select
                      size="small"
                      label={t('kakaoTemplates.form.buttonType', { label })}
                      value={typeField.value ?? 'WL'}
                      onChange={(event) => {
                        const next = event.target.value as AlimtalkButtonType;
                        typeField.onChange(next);
                        if (next === 'AC') setValue(`${at}.name`, AC_BUTTON_NAME);
                      }}
                      error={Boolean(typeError)}
                      helperText={typeError}
                      sx={{ minWidth: showTypeCode ? 170 : 160 }}
                    >
                      {types.map((value) => (
                        <MenuItem key={value} value={value}>
                          {t(`kakaoPreview.buttonTypes.${value}`)}
                          {showTypeCode ? ` (${value})` : null}
                        </MenuItem>
                      ))}
                    </TextField>
                  )}
                />
                <TextField
                  size="small"
                  label={t('kakaoTemplates.form.buttonName', { label })}
                  {...register(`${at}.name`)}
                  disabled={type === 'AC'}
                  error={Boolean(nameError) || (markOverLimit && count > nameMax)}
                  helperText={
                    nameError ??
                    (type === 'AC' && acNameHelp ? acNameHelp : t('kakaoTemplates.form.count', { count, max: nameMax }))
                  }
                  sx={{ flex: 1, minWidth: 0 }}
                />
                <RemoveRowButton label={label} onClick={() => remove(index)} sx={{ mt: 0.5 }} />
              </Stack>
              {links.map((link) => {
                const linkError = errorAt(formState.errors, `${at}.${link}`);
                return (
                  <TextField
                    key={link}
                    size="small"
                    label={t(`kakaoTemplates.form.links.${link}`, { label })}
                    required={link !== 'linkPc'}
                    slotProps={{ htmlInput: { inputMode: 'url' } }}
                    {...register(`${at}.${link}`)}
                    error={Boolean(linkError)}
                    helperText={linkError ?? linkHelp(link)}
                  />
                );
              })}
              {links.length === 0 && typeHelp ? (
                <Typography variant="caption" color="text.secondary">
                  {typeHelp(type)}
                </Typography>
              ) : null}
            </Stack>
          </Paper>
        );
      })}
      <ListEditorFooter
        error={errorAt(formState.errors, name)}
        addLabel={addLabel}
        full={full}
        onAdd={() => append({ type: types.includes('WL') ? 'WL' : types[0]!, name: '', linkMobile: '', linkPc: '' })}
        status={
          full
            ? t('kakaoTemplates.form.full', { max })
            : t('kakaoTemplates.form.countOf', { count: fields.length, max })
        }
      />
    </Stack>
  );
}
