import { Alert, Box, Checkbox, FormControlLabel, Stack, TextField, Typography } from '@mui/material';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CHANNEL_ADD_TEXT,
  countKakaoChars,
  KAKAO_LIMITS,
  kakaoVariableNames,
  type AlimtalkTemplateFormValues,
} from '@console/contracts/kakao';
import { hasChannelAdd, hasExtra } from './alimtalk-template-values';

/**
 * The content with its live count (1,000 characters, variables included) and the variables it holds;
 * the extra line of EX and MI; the fixed channel-add line of AD and MI; the security flag.
 */
export function AlimtalkContentFields() {
  const { t } = useTranslation();
  const { control, register, formState } = useFormContext<AlimtalkTemplateFormValues>();
  const [content, extra, messageType] = useWatch({ control, name: ['content', 'extra', 'messageType'] });
  const { errors } = formState;
  const count = countKakaoChars(content ?? '');
  const over = count - KAKAO_LIMITS.contentMax;
  const variables = kakaoVariableNames(content ?? '');

  return (
    <Stack spacing={2}>
      <Box>
        <TextField
          label={t('templates.form.content')}
          required
          multiline
          minRows={6}
          fullWidth
          {...register('content')}
          error={Boolean(errors.content) || over > 0}
          helperText={errors.content?.message ?? t('templates.form.contentHelp', { max: KAKAO_LIMITS.variablesMax })}
        />
        <Stack direction="row" justifyContent="space-between" spacing={2} sx={{ mt: 0.5 }}>
          <Typography variant="caption" color="text.secondary" data-testid="alimtalk-variables">
            {variables.length > 0
              ? t('templates.form.variables', {
                  count: variables.length,
                  names: variables.map((v) => `#{${v}}`).join(', '),
                })
              : t('templates.form.noVariables')}
          </Typography>
          <Typography
            variant="caption"
            color={over > 0 ? 'error' : 'text.secondary'}
            sx={{ flexShrink: 0 }}
            data-testid="alimtalk-content-count"
          >
            {t('templates.form.contentCount', {
              count: count.toLocaleString('ko-KR'),
              max: KAKAO_LIMITS.contentMax.toLocaleString('ko-KR'),
            })}
            {over > 0 ? ` · ${t('templates.form.contentOver', { over: over.toLocaleString('ko-KR') })}` : ''}
          </Typography>
        </Stack>
      </Box>
      {hasExtra(messageType) ? (
        <TextField
          label={t('templates.form.extra')}
          required
          multiline
          minRows={2}
          {...register('extra')}
          error={Boolean(errors.extra)}
          helperText={
            errors.extra?.message ??
            t('templates.form.extraHelp', { count: countKakaoChars(extra ?? ''), max: KAKAO_LIMITS.extraMax })
          }
        />
      ) : null}
      {hasChannelAdd(messageType) ? (
        <Alert severity="info" icon={false}>
          <Typography variant="body2">{t('templates.form.channelAdd')}</Typography>
          <Typography variant="body2" fontWeight={600} sx={{ mt: 0.5 }}>
            {CHANNEL_ADD_TEXT}
          </Typography>
        </Alert>
      ) : null}
      <Controller
        control={control}
        name="securityFlag"
        render={({ field }) => (
          <FormControlLabel
            control={
              <Checkbox checked={Boolean(field.value)} onChange={(event) => field.onChange(event.target.checked)} />
            }
            label={
              <span>
                {t('templates.form.security')}
                <Typography component="span" variant="body2" color="text.secondary">
                  {' · '}
                  {t('templates.form.securityHelp')}
                </Typography>
              </span>
            }
          />
        )}
      />
    </Stack>
  );
}
