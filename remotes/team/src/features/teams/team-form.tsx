import { useState, type ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, TextField } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TEAM_DESCRIPTION_MAX, TEAM_NAME_MAX, TeamWriteRequest } from '@console/contracts/teams';
import { showServerErrors } from '@console/platform/server-field-errors';

export interface TeamFormProps {
  defaultValues: { name: string; description: string };
  submitLabel: string;
  /** Accessible name of the form. */
  label: string;
  disabled?: boolean;
  onSubmit(values: TeamWriteRequest): Promise<unknown>;
  /** Extra buttons beside the submit button (e.g. cancel). */
  actions?: ReactNode;
  /** Puts the focus in the name field (a form opened by a button, which then leaves the page). */
  autoFocus?: boolean;
}

/** Name and description of a team, checked in place with the contract the server uses. */
export function TeamForm(props: TeamFormProps) {
  const { defaultValues, submitLabel, label, disabled = false, onSubmit, actions, autoFocus = false } = props;
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TeamWriteRequest>({ resolver: zodResolver(TeamWriteRequest), defaultValues, mode: 'onTouched' });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(values);
    } catch (error) {
      setFailure(showServerErrors(form.setError, error, ['name', 'description']));
    }
  });

  return (
    <Stack component="form" noValidate aria-label={label} onSubmit={submit} spacing={2.5} sx={{ maxWidth: 560 }}>
      {failure ? (
        <Alert severity="error" role="alert" data-testid="form-failure">
          {failure}
        </Alert>
      ) : null}
      <TextField
        label={t('teamForm.name')}
        required
        disabled={disabled}
        autoFocus={autoFocus}
        {...form.register('name')}
        error={Boolean(errors.name)}
        helperText={errors.name?.message ?? t('teamForm.nameHelp', { max: TEAM_NAME_MAX })}
      />
      <TextField
        label={t('teamForm.description')}
        multiline
        minRows={3}
        disabled={disabled}
        {...form.register('description')}
        error={Boolean(errors.description)}
        helperText={errors.description?.message ?? t('teamForm.descriptionHelp', { max: TEAM_DESCRIPTION_MAX })}
      />
      {disabled ? null : (
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {submitLabel}
          </Button>
          {actions}
        </Stack>
      )}
    </Stack>
  );
}
