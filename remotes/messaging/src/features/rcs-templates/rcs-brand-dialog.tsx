import { useState } from 'react';
import { FileButton } from '@console/ui/file-button';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormHelperText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  countRcsChars,
  RCS_LIMITS,
  RCS_REVIEW_BUSINESS_DAYS,
  RcsBrandFields,
  type RcsBrand,
} from '@console/contracts/rcs';
import { isApiError } from '@console/platform/api-error';
import { useUi } from '@console/platform/hooks';
import { showServerErrors } from '@console/platform/server-field-errors';
import { formatFileSize, RCS_IMAGE_MB, rcsImageProblem } from './rcs-image-file';
import { useRegisterRcsBrand } from './register-rcs-brand';

/** Registration of the team's RCS brand, or resubmission of a rejected one: name, description and logo. */
export function RcsBrandDialog({ brand, onClose }: { brand: RcsBrand | null; onClose(): void }) {
  const { t } = useTranslation();
  const ui = useUi();
  const register = useRegisterRcsBrand();
  const resubmit = brand !== null;
  const [logo, setLogo] = useState<File | null>(null);
  const [logoError, setLogoError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<RcsBrandFields>({
    resolver: zodResolver(RcsBrandFields),
    defaultValues: { name: brand?.name ?? '', description: brand?.description ?? '' },
  });
  const { errors, isSubmitting } = form.formState;
  const name = form.watch('name');
  const description = form.watch('description');

  const chooseLogo = async (file: File | undefined) => {
    if (!file) return;
    const problem = await rcsImageProblem(file);
    setLogo(problem ? null : file);
    setLogoError(
      problem === 'type'
        ? t('rcsManage.brandForm.logoType')
        : problem === 'size'
          ? t('rcsManage.brandForm.logoSize', { mb: RCS_IMAGE_MB, size: formatFileSize(file.size) })
          : null,
    );
  };

  const send = form.handleSubmit(async (fields) => {
    if (!resubmit && !logo) return setLogoError(t('rcsManage.brandForm.logoRequired'));
    setFailure(null);
    try {
      await register.mutateAsync({ fields, logo, resubmit });
      ui.toast(t('rcsManage.brandForm.submitted'), 'success');
      onClose();
    } catch (error) {
      const logoProblem = isApiError(error) ? error.fieldErrors.find((e) => e.field === 'logo') : undefined;
      if (logoProblem) setLogoError(logoProblem.message);
      const message = showServerErrors(form.setError, error, ['name', 'description']);
      setFailure(logoProblem && isApiError(error) && error.fieldErrors.length === 1 ? null : message);
    }
  });
  const submit = (event: React.FormEvent) => {
    if (!resubmit && !logo) setLogoError(t('rcsManage.brandForm.logoRequired'));
    return send(event);
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="rcs-brand-title">
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-label={t(resubmit ? 'rcsManage.brandForm.resubmitTitle' : 'rcsManage.brandForm.title')}
      >
        <DialogTitle id="rcs-brand-title">
          {t(resubmit ? 'rcsManage.brandForm.resubmitTitle' : 'rcsManage.brandForm.title')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {t('rcsManage.brandForm.intro', { days: RCS_REVIEW_BUSINESS_DAYS })}
            </Typography>
            {brand?.rejectReason ? (
              <Alert severity="warning">{t('rcs.rejectReason', { reason: brand.rejectReason })}</Alert>
            ) : null}
            {failure ? (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            ) : null}
            <TextField
              label={t('rcsManage.brandForm.name')}
              required
              {...form.register('name')}
              error={Boolean(errors.name)}
              helperText={
                errors.name?.message ??
                t('rcsManage.brandForm.nameHelp', { count: countRcsChars(name.trim()), max: RCS_LIMITS.brandNameMax })
              }
            />
            <TextField
              label={t('rcsManage.brandForm.description')}
              required
              multiline
              minRows={3}
              {...form.register('description')}
              error={Boolean(errors.description)}
              helperText={
                errors.description?.message ??
                t('rcsManage.brandForm.descriptionHelp', {
                  count: countRcsChars(description.trim()),
                  max: RCS_LIMITS.brandDescriptionMax,
                })
              }
            />
            <Stack spacing={0.5}>
              <Typography variant="subtitle2">{t('rcsManage.brandForm.logo')}</Typography>
              <Typography variant="caption" color="text.secondary">
                {t('rcsManage.brandForm.logoHelp', { mb: RCS_IMAGE_MB })}{' '}
                {resubmit ? t('rcsManage.brandForm.logoKeep') : ''}
              </Typography>
              <FileButton
                sx={{ alignSelf: 'flex-start' }}
                accept="image/jpeg,image/png"
                inputLabel={t('rcsManage.brandForm.logo')}
                onChange={(event) => void chooseLogo(event.target.files?.[0])}
              >
                {t('rcsManage.brandForm.choose')}
              </FileButton>
              {logo ? (
                <Typography variant="body2">
                  {t('rcsManage.brandForm.chosen', { name: logo.name, size: formatFileSize(logo.size) })}
                </Typography>
              ) : null}
              {logoError ? <FormHelperText error>{logoError}</FormHelperText> : null}
            </Stack>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} color="inherit">
            {t('rcs.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {t('rcsManage.brandForm.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
