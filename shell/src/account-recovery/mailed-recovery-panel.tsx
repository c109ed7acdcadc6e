import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, TextField } from '@mui/material';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { showServerErrors } from '@console/platform/server-field-errors';
import { RecoveryForm } from './recovery-form';

/** A recovery request answered by mail: one identifying field and the registered e-mail. */
export interface MailedRequest extends FieldValues {
  email: string;
}

export interface MailedRecoveryPanelProps<V extends MailedRequest> {
  /** The request's schema in @console/contracts; the form's fields are its fields. */
  schema: z.ZodType<V, V>;
  /** The field asked with the e-mail: the name (find id) or the login id (reset). */
  keyField: { name: Path<V>; label: string; autoComplete: string };
  emptyValues: DefaultValues<V>;
  /** The request itself; its answer never says whether an account matched. */
  send(values: V): Promise<unknown>;
  texts: { form: string; help: string; email: string; submit: string; again: string; sent(email: string): string };
  /** Marks the neutral "sent" answer for tests. */
  sentTestId: string;
}

/**
 * Find id or reset the password by e-mail: the form, then the same neutral answer whether or not an
 * account matched (the mail goes only where it does), with a way to send again.
 */
export function MailedRecoveryPanel<V extends MailedRequest>({
  schema,
  keyField,
  emptyValues,
  send,
  texts,
  sentTestId,
}: MailedRecoveryPanelProps<V>) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<V>({ resolver: zodResolver(schema), defaultValues: emptyValues });
  // MailedRequest makes `email` a field of V; Path<V> cannot see that for a generic V.
  const emailName = 'email' as Path<V>;
  const keyError = form.getFieldState(keyField.name, form.formState).error;
  const emailError = form.getFieldState(emailName, form.formState).error;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await send(values);
      setSentTo(values.email);
    } catch (error) {
      setFailure(showServerErrors(form.setError, error, [keyField.name, emailName], { focus: true }));
    }
  });

  if (sentTo) {
    return (
      <Stack spacing={2}>
        <Alert severity="success" role="status" data-testid={sentTestId}>
          {texts.sent(sentTo)}
        </Alert>
        <Button onClick={() => setSentTo(null)}>{texts.again}</Button>
      </Stack>
    );
  }
  return (
    <RecoveryForm
      label={texts.form}
      help={texts.help}
      failure={failure}
      submitLabel={texts.submit}
      submitDisabled={form.formState.isSubmitting}
      onSubmit={onSubmit}
    >
      <TextField
        label={keyField.label}
        autoComplete={keyField.autoComplete}
        {...form.register(keyField.name)}
        error={Boolean(keyError)}
        helperText={keyError?.message}
      />
      <TextField
        label={texts.email}
        type="email"
        autoComplete="email"
        {...form.register(emailName)}
        error={Boolean(emailError)}
        helperText={emailError?.message}
      />
    </RecoveryForm>
  );
}
