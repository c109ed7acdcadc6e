import { Alert, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { BrandTemplate } from '@console/contracts/kakao';
import { ManageLink } from '../alimtalk-send/manage-link';
import { brandMessageText } from './brand-message-text';

export interface BrandTemplateFieldsProps {
  teamSeq: number;
  /** The brand templates of the chosen profile. */
  templates: BrandTemplate[];
  selected: BrandTemplate | undefined;
  onSelect(seq: number): void;
  templateError?: string;
  /** Names of the #{variables} of the template's text, each with the shared value typed for it. */
  variableNames: string[];
  values: Record<string, string>;
  onValueChange(name: string, value: string): void;
  /** Variable columns of the recipient file: those fill each recipient first. */
  fileVariables: readonly string[];
  variablesError?: string;
}

/** A brand template of the profile, its text, and an input per #{variable} of that text. */
export function BrandTemplateFields(props: BrandTemplateFieldsProps) {
  const { t } = useTranslation();
  const { templates, selected, variableNames } = props;
  if (templates.length === 0) {
    return (
      <Alert
        severity="info"
        action={
          <ManageLink routeId="brand-template-list" teamSeq={props.teamSeq} label={t('brandSend.template.manage')} />
        }
      >
        {t('brandSend.template.none')}
      </Alert>
    );
  }
  return (
    <Stack spacing={2}>
      <TextField
        select
        required
        label={t('brandSend.template.label')}
        sx={{ maxWidth: 420 }}
        value={selected?.seq ?? ''}
        onChange={(event) => props.onSelect(Number(event.target.value))}
        error={Boolean(props.templateError)}
        helperText={props.templateError ?? t('brandSend.template.help')}
      >
        {templates.map((template) => (
          <MenuItem key={template.seq} value={template.seq}>
            {t('brandSend.template.option', {
              name: template.name,
              type: t(`brandPreview.types.${template.type}`),
            })}
          </MenuItem>
        ))}
      </TextField>
      {selected ? (
        <Stack spacing={0.5}>
          <Typography variant="caption" color="text.secondary" id="brand-template-text">
            {t('brandSend.template.text')}
          </Typography>
          <Typography
            variant="body2"
            aria-labelledby="brand-template-text"
            data-testid="brand-template-text"
            sx={{ whiteSpace: 'pre-wrap', bgcolor: 'grey.50', p: 1.5, borderRadius: 1, overflowWrap: 'anywhere' }}
          >
            {brandMessageText(selected)}
          </Typography>
        </Stack>
      ) : null}
      {selected ? (
        <Stack spacing={1}>
          <Typography variant="subtitle2">{t('brandSend.variables.label')}</Typography>
          <Typography variant="caption" color="text.secondary">
            {variableNames.length > 0 ? t('brandSend.variables.help') : t('brandSend.variables.none')}
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
                helperText={fromFile ? t('brandSend.variables.fromFile') : t('brandSend.variables.required')}
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
