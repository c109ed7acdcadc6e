import { Alert, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { AlimtalkTemplate } from '@console/contracts/kakao';
import { ManageLink } from './manage-link';

export interface AlimtalkTemplateFieldsProps {
  teamSeq: number;
  /** The approved templates of the chosen profile. */
  templates: AlimtalkTemplate[];
  selected: AlimtalkTemplate | undefined;
  onSelect(seq: number): void;
  templateError?: string;
  /** Names of the template's #{variables}, each with the shared value typed for it. */
  variableNames: string[];
  values: Record<string, string>;
  onValueChange(name: string, value: string): void;
  /** Variable columns of the recipient file: those fill each recipient first. */
  fileVariables: readonly string[];
  variablesError?: string;
}

/** An approved template of the profile, its content as approved, and an input per #{variable}. */
export function AlimtalkTemplateFields(props: AlimtalkTemplateFieldsProps) {
  const { t } = useTranslation();
  const { templates, selected, variableNames } = props;
  if (templates.length === 0) {
    return (
      <Alert
        severity="info"
        action={
          <ManageLink
            routeId="alimtalk-template-list"
            teamSeq={props.teamSeq}
            label={t('alimtalkSend.template.manage')}
          />
        }
      >
        {t('alimtalkSend.template.none')}
      </Alert>
    );
  }
  return (
    <Stack spacing={2}>
      <TextField
        select
        required
        label={t('alimtalkSend.template.label')}
        sx={{ maxWidth: 420 }}
        value={selected?.seq ?? ''}
        onChange={(event) => props.onSelect(Number(event.target.value))}
        error={Boolean(props.templateError)}
        helperText={props.templateError ?? t('alimtalkSend.template.help')}
      >
        {templates.map((template) => (
          <MenuItem key={template.seq} value={template.seq}>
            {t('alimtalkSend.template.option', { name: template.name, code: template.code })}
          </MenuItem>
        ))}
      </TextField>
      {selected ? (
        <Stack spacing={0.5}>
          <Typography variant="caption" color="text.secondary" id="alimtalk-template-content">
            {t('alimtalkSend.template.content')}
          </Typography>
          <Typography
            variant="body2"
            aria-labelledby="alimtalk-template-content"
            data-testid="alimtalk-template-content"
            sx={{ whiteSpace: 'pre-wrap', bgcolor: 'grey.50', p: 1.5, borderRadius: 1, overflowWrap: 'anywhere' }}
          >
            {selected.content}
          </Typography>
        </Stack>
      ) : null}
      {selected ? (
        <Stack spacing={1}>
          <Typography variant="subtitle2">{t('alimtalkSend.variables.label')}</Typography>
          <Typography variant="caption" color="text.secondary">
            {variableNames.length > 0 ? t('alimtalkSend.variables.help') : t('alimtalkSend.variables.none')}
          </Typography>
          {variableNames.map((name) => {
            const fromFile = props.fileVariables.includes(name);
            return (
              <TextField
                key={name}
                size="small"
                label={`#{${name}}`}
                required={!fromFile}
                sx={{ maxWidth: 360 }}
                value={props.values[name] ?? ''}
                onChange={(event) => props.onValueChange(name, event.target.value)}
                helperText={fromFile ? t('alimtalkSend.variables.fromFile') : t('alimtalkSend.variables.required')}
              />
            );
          })}
          {props.variablesError ? (
            <Alert severity="error" role="alert">
              {props.variablesError}
            </Alert>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}
