import { zodResolver } from '@hookform/resolvers/zod';
import {
  Box,
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Paper,
  Radio,
  RadioGroup,
  Stack,
} from '@mui/material';
import type { ReactNode } from 'react';
import { Controller, useForm, type Control, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import {
  ChannelInUse,
  Industry,
  MONTHLY_VOLUME_RANGES,
  QuestionnaireAnswers,
  QuestionnairePurpose,
  questionnaireParams,
  type MonthlyVolume,
} from '@console/contracts/sales-inquiries';
import { PageHeader } from '@console/ui/page-header';
import { brandRoutePath } from './brand-route-path';

const VOLUMES = Object.keys(MONTHLY_VOLUME_RANGES) as MonthlyVolume[];

/** The form holds the API answer as a radio value; the contract's answers hold a boolean. */
const formSchema = (apiRequired: string) =>
  QuestionnaireAnswers.extend({ api: z.enum(['yes', 'no'], { message: apiRequired }) });
type QuestionnaireForm = z.input<ReturnType<typeof formSchema>>;
type FormOutput = z.output<ReturnType<typeof formSchema>>;

/**
 * /brand/consulting/questionnaire: five questions; the answers go into the result's URL (so the
 * result can be shared and needs no state).
 */
export function QuestionnairePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useForm<QuestionnaireForm, unknown, FormOutput>({
    resolver: zodResolver(formSchema(t('questionnaire.apiRequired'))),
    defaultValues: { purposes: [], channels: [] },
  });
  const onSubmit = form.handleSubmit((values) => {
    const params = questionnaireParams({ ...values, api: values.api === 'yes' });
    void navigate(`${brandRoutePath('questionnaire-result')}?${params.toString()}`);
  });

  return (
    <Box sx={{ maxWidth: 760, mx: 'auto' }}>
      <PageHeader title={t('questionnaire.title')} description={t('questionnaire.description')} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack component="form" spacing={3} noValidate onSubmit={onSubmit} aria-label={t('questionnaire.form')}>
          <RadioQuestion
            control={form.control}
            name="industry"
            label={t('questionnaire.industry')}
            options={Industry.options.map((value) => [value, t(`questionnaire.industries.${value}`)])}
          />
          <CheckboxQuestion
            control={form.control}
            name="purposes"
            label={t('questionnaire.purposes')}
            options={QuestionnairePurpose.options.map((value) => [value, t(`questionnaire.purposeNames.${value}`)])}
          />
          <RadioQuestion
            control={form.control}
            name="volume"
            label={t('questionnaire.volume')}
            options={VOLUMES.map((value) => [value, t(`consulting.volumes.${value}`)])}
          />
          <CheckboxQuestion
            control={form.control}
            name="channels"
            label={t('questionnaire.channels')}
            options={ChannelInUse.options.map((value) => [value, t(`questionnaire.channelNames.${value}`)])}
          />
          <RadioQuestion
            control={form.control}
            name="api"
            label={t('questionnaire.api')}
            options={[
              ['yes', t('questionnaire.apiYes')],
              ['no', t('questionnaire.apiNo')],
            ]}
          />
          <Button type="submit" variant="contained" size="large">
            {t('questionnaire.submit')}
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}

interface QuestionProps {
  control: Control<QuestionnaireForm, unknown, FormOutput>;
  label: ReactNode;
  options: [string, string][];
}

function RadioQuestion({ control, name, label, options }: QuestionProps & { name: 'industry' | 'volume' | 'api' }) {
  const labelId = `questionnaire-${name}`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormControl error={Boolean(fieldState.error)}>
          <FormLabel id={labelId}>{label}</FormLabel>
          <RadioGroup
            row
            aria-labelledby={labelId}
            name={field.name}
            value={field.value ?? ''}
            onChange={(event) => field.onChange(event.target.value)}
          >
            {options.map(([value, text]) => (
              <FormControlLabel key={value} value={value} control={<Radio size="small" />} label={text} />
            ))}
          </RadioGroup>
          {fieldState.error ? <FormHelperText>{fieldState.error.message}</FormHelperText> : null}
        </FormControl>
      )}
    />
  );
}

function CheckboxQuestion({ control, name, label, options }: QuestionProps & { name: 'purposes' | 'channels' }) {
  return (
    <Controller
      control={control}
      name={name as FieldPath<QuestionnaireForm>}
      render={({ field, fieldState }) => {
        const selected = (field.value as string[] | undefined) ?? [];
        return (
          <FormControl component="fieldset" error={Boolean(fieldState.error)}>
            <FormLabel component="legend">{label}</FormLabel>
            <FormGroup row>
              {options.map(([value, text]) => (
                <FormControlLabel
                  key={value}
                  label={text}
                  control={
                    <Checkbox
                      size="small"
                      checked={selected.includes(value)}
                      onChange={(event) =>
                        field.onChange(
                          event.target.checked ? [...selected, value] : selected.filter((item) => item !== value),
                        )
                      }
                    />
                  }
                />
              ))}
            </FormGroup>
            {fieldState.error ? <FormHelperText>{fieldState.error.message}</FormHelperText> : null}
          </FormControl>
        );
      }}
    />
  );
}
