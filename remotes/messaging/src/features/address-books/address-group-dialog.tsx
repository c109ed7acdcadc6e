import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ADDRESS_BOOK_LIMITS, AddressGroupInput, type AddressGroup } from '@console/contracts/address-books';
import { useUi } from '@console/platform/hooks';
import { showServerErrors } from '@console/platform/server-field-errors';
import { useSaveAddressGroup } from './save-address-group';

/** Creates a group, or renames `group`; the contract's schema checks it in place. */
export function AddressGroupDialog({
  teamSeq,
  group,
  onClose,
}: {
  teamSeq: number;
  group: AddressGroup | null;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const ui = useUi();
  const save = useSaveAddressGroup(teamSeq, group?.seq ?? null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<z.input<typeof AddressGroupInput>, unknown, z.output<typeof AddressGroupInput>>({
    resolver: zodResolver(AddressGroupInput),
    defaultValues: { name: group?.name ?? '', description: group?.description ?? '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await save.mutateAsync(values);
      ui.toast(t('addressBooks.groupForm.saved'), 'success');
      onClose();
    } catch (error) {
      setFailure(showServerErrors(form.setError, error, ['name', 'description'], { placeAt: 'root' }));
    }
  });
  const title = group ? t('addressBooks.groupForm.renameTitle') : t('addressBooks.groupForm.createTitle');
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="address-group-title">
      <form noValidate onSubmit={(event) => void submit(event)} aria-label={title}>
        <DialogTitle id="address-group-title">{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {failure ? (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            ) : null}
            <TextField
              label={t('addressBooks.groupForm.name')}
              required
              {...form.register('name')}
              error={Boolean(errors.name)}
              helperText={
                errors.name?.message ?? t('addressBooks.groupForm.nameHelp', { max: ADDRESS_BOOK_LIMITS.groupNameMax })
              }
            />
            <TextField
              label={t('addressBooks.groupForm.description')}
              {...form.register('description')}
              error={Boolean(errors.description)}
              helperText={
                errors.description?.message ??
                t('addressBooks.groupForm.descriptionHelp', { max: ADDRESS_BOOK_LIMITS.groupDescriptionMax })
              }
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} color="inherit">
            {t('addressBooks.importWizard.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {t('addressBooks.groupForm.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
