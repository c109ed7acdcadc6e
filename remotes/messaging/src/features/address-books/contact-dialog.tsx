import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ADDRESS_BOOK_LIMITS, ContactInput, type AddressGroup, type Contact } from '@console/contracts/address-books';
import { useUi } from '@console/platform/hooks';
import { showServerErrors } from '@console/platform/server-field-errors';
import { useSaveContact } from './save-contact';

export interface ContactDialogProps {
  teamSeq: number;
  groups: AddressGroup[];
  /** The contact to edit, or null to add one. */
  contact: Contact | null;
  /** The group a new contact starts in (the one the list shows). */
  groupSeq: number | null;
  onClose(): void;
}

/** Adds or edits a contact with its custom fields; the contract's schema checks it in place. */
export function ContactDialog({ teamSeq, groups, contact, groupSeq, onClose }: ContactDialogProps) {
  const { t } = useTranslation();
  const ui = useUi();
  const save = useSaveContact(teamSeq, contact?.seq ?? null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<z.input<typeof ContactInput>, unknown, z.output<typeof ContactInput>>({
    resolver: zodResolver(ContactInput),
    defaultValues: {
      groupSeq: contact?.groupSeq ?? groupSeq ?? groups[0]?.seq ?? 0,
      name: contact?.name ?? '',
      phone: contact?.phone ?? '',
      email: contact?.email ?? '',
      fields: contact?.fields ?? [],
      memo: contact?.memo ?? '',
    },
  });
  const fields = useFieldArray({ control: form.control, name: 'fields' });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await save.mutateAsync(values);
      ui.toast(t('addressBooks.contactForm.saved'), 'success');
      onClose();
    } catch (error) {
      setFailure(
        showServerErrors(form.setError, error, ['groupSeq', 'name', 'phone', 'email', 'fields', 'memo'], {
          placeAt: 'root',
        }),
      );
    }
  });
  const title = contact ? t('addressBooks.contactForm.editTitle') : t('addressBooks.contactForm.addTitle');
  const fieldErrors = errors.fields;

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="contact-dialog-title">
      <form noValidate onSubmit={(event) => void submit(event)} aria-label={title}>
        <DialogTitle id="contact-dialog-title">{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {failure ? (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            ) : null}
            <TextField
              select
              label={t('addressBooks.contactForm.group')}
              required
              value={form.watch('groupSeq')}
              onChange={(event) => form.setValue('groupSeq', Number(event.target.value))}
              error={Boolean(errors.groupSeq)}
              helperText={errors.groupSeq?.message}
            >
              {groups.map((group) => (
                <MenuItem key={group.seq} value={group.seq}>
                  {group.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={t('addressBooks.contactForm.name')}
              {...form.register('name')}
              error={Boolean(errors.name)}
              helperText={errors.name?.message}
            />
            <TextField
              label={t('addressBooks.contactForm.phone')}
              required
              {...form.register('phone')}
              error={Boolean(errors.phone)}
              helperText={errors.phone?.message ?? t('addressBooks.contactForm.phoneHelp')}
              inputProps={{ inputMode: 'tel' }}
            />
            <TextField
              label={t('addressBooks.contactForm.email')}
              type="email"
              {...form.register('email')}
              error={Boolean(errors.email)}
              helperText={errors.email?.message ?? t('addressBooks.contactForm.emailHelp')}
              inputProps={{ inputMode: 'email', autoComplete: 'off' }}
            />
            <Typography variant="subtitle2">{t('addressBooks.contactForm.fields')}</Typography>
            <Typography
              variant="caption"
              color={fieldErrors?.message || fieldErrors?.root ? 'error' : 'text.secondary'}
            >
              {fieldErrors?.message ??
                fieldErrors?.root?.message ??
                t('addressBooks.contactForm.fieldsHelp', {
                  max: ADDRESS_BOOK_LIMITS.customFieldsMax,
                  keyMax: ADDRESS_BOOK_LIMITS.customFieldKeyMax,
                })}
            </Typography>
            {fields.fields.map((field, index) => (
              <Stack key={field.id} direction="row" spacing={1} alignItems="flex-start">
                <TextField
                  size="small"
                  label={t('addressBooks.contactForm.fieldKey')}
                  {...form.register(`fields.${index}.key`)}
                  error={Boolean(fieldErrors?.[index]?.key)}
                  helperText={fieldErrors?.[index]?.key?.message}
                />
                <TextField
                  size="small"
                  sx={{ flex: 1 }}
                  label={t('addressBooks.contactForm.fieldValue')}
                  {...form.register(`fields.${index}.value`)}
                  error={Boolean(fieldErrors?.[index]?.value)}
                  helperText={fieldErrors?.[index]?.value?.message}
                />
                <IconButton
                  aria-label={t('addressBooks.contactForm.removeField', {
                    key: form.getValues(`fields.${index}.key`) || index + 1,
                  })}
                  onClick={() => fields.remove(index)}
                >
                  ×
                </IconButton>
              </Stack>
            ))}
            <Button
              onClick={() => fields.append({ key: '', value: '' })}
              disabled={fields.fields.length >= ADDRESS_BOOK_LIMITS.customFieldsMax}
              sx={{ alignSelf: 'flex-start' }}
            >
              {t('addressBooks.contactForm.addField')}
            </Button>
            <TextField
              label={t('addressBooks.contactForm.memo')}
              multiline
              minRows={2}
              {...form.register('memo')}
              error={Boolean(errors.memo)}
              helperText={errors.memo?.message}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} color="inherit">
            {t('addressBooks.importWizard.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {t('addressBooks.contactForm.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
