import { Alert, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { rcsVariableNames, type RcsTemplate } from '@console/contracts/rcs';
import { routePath } from '../../route-paths';
import type { RcsSendFormApi } from './rcs-send-form-values';

export interface RcsTemplateFieldsProps {
  form: RcsSendFormApi;
  teamSeq: number;
  templates: RcsTemplate[];
  selected: RcsTemplate | undefined;
}

/** An approved template of the team and a value for each of its #{variables}. */
export function RcsTemplateFields({ form, teamSeq, templates, selected }: RcsTemplateFieldsProps) {
  const { t } = useTranslation();
  if (templates.length === 0) {
    return (
      <Alert
        severity="info"
        action={
          <Button component={Link} to={routePath('rcs-template-list', { teamSeq })} color="inherit" size="small">
            {t('rcsSend.chatRoom.templates')}
          </Button>
        }
      >
        {t('rcsSend.template.none')}
      </Alert>
    );
  }
  const names = selected ? rcsVariableNames(selected.body) : [];
  // The server names the field as a whole (a value is missing for some recipient).
  // (A record's errors type `message` as one of its keys, hence both readings.)
  const raw: unknown = form.formState.errors.templateVariables?.message;
  const variablesError = typeof raw === 'string' ? raw : undefined;
  return (
    <Stack spacing={2}>
      <Controller
        control={form.control}
        name="templateSeq"
        render={({ field, fieldState }) => (
          <TextField
            select
            required
            label={t('rcsSend.template.label')}
            sx={{ maxWidth: 420 }}
            value={field.value ?? ''}
            onChange={(event) => field.onChange(Number(event.target.value))}
            onBlur={field.onBlur}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ?? t('rcsSend.type.templateLimits')}
          >
            {templates.map((template) => (
              <MenuItem key={template.seq} value={template.seq}>
                {t('rcsSend.template.option', {
                  name: template.name,
                  kind: t(`rcsSend.template.kind.${template.kind}`),
                })}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      {names.length > 0 ? (
        <Stack spacing={1}>
          <Typography variant="subtitle2">{t('rcsSend.template.variables')}</Typography>
          <Typography variant="caption" color="text.secondary">
            {t('rcsSend.template.variablesHelp')}
          </Typography>
          {names.map((name) => (
            <TextField
              key={name}
              size="small"
              label={`#{${name}}`}
              sx={{ maxWidth: 360 }}
              {...form.register(`templateVariables.${name}`)}
            />
          ))}
          {variablesError ? <Alert severity="error">{variablesError}</Alert> : null}
        </Stack>
      ) : null}
    </Stack>
  );
}
