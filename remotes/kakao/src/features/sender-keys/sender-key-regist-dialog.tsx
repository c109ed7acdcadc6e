import { useEffect, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { KAKAO_LIMITS, SenderProfileCreate, type SenderProfileDetail } from '@console/contracts/kakao';
import { isApiError } from '@console/platform/api-error';
import { useTeamSeq, useUi } from '@console/platform/hooks';
import { showServerErrors } from '@console/platform/server-field-errors';
import { CategoryCascadeSelect } from '../kakao-categories/category-cascade-select';
import { useKakaoCategories } from '../kakao-categories/get-kakao-categories';
import { useCreateSenderKey } from './create-sender-key';
import { useRequestSenderKeyToken } from './request-sender-key-token';
import { TokenCountdown } from './token-countdown';

const FIELDS = ['channelId', 'adminPhone', 'categoryCode', 'token'];
const EMPTY: SenderProfileCreate = { channelId: '', adminPhone: '', categoryCode: '', token: '' };

/**
 * Registration of a Kakao channel as a sender profile: the channel's search id, its admin phone and
 * a category; Kakao texts a token to the admin phone (valid 10 minutes), and the token activates the
 * profile. Every error, the browser's or the server's, shows under its field in Korean.
 */
export function SenderKeyRegistDialog({
  onClose,
  onCreated,
}: {
  onClose(): void;
  onCreated(profile: SenderProfileDetail): void;
}) {
  const { t } = useTranslation();
  const ui = useUi();
  const teamSeq = useTeamSeq();
  const categories = useKakaoCategories(teamSeq);
  const requestToken = useRequestSenderKeyToken();
  const create = useCreateSenderKey();
  const [sent, setSent] = useState<{ channelName: string; deadline: number } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<SenderProfileCreate>({ resolver: zodResolver(SenderProfileCreate), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;
  // The token field opens once Kakao has sent one: the user types it next.
  useEffect(() => {
    if (sent) form.setFocus('token');
  }, [sent, form]);

  const sendToken = async () => {
    setFailure(null);
    if (!(await form.trigger(['channelId', 'adminPhone']))) return;
    const { channelId, adminPhone } = form.getValues();
    try {
      const answer = await requestToken.mutateAsync({ channelId: channelId.trim(), adminPhone: adminPhone.trim() });
      setSent({ channelName: answer.channelName, deadline: Date.now() + answer.validMinutes * 60_000 });
      form.setValue('token', '');
      form.clearErrors('token');
    } catch (error) {
      setFailure(showServerErrors(form.setError, error, FIELDS, { focus: true }));
    }
  };

  const submit = form.handleSubmit(async (input) => {
    setFailure(null);
    try {
      const profile = await create.mutateAsync(input);
      ui.toast(t('senderKeys.regist.registered'), 'success');
      onCreated(profile);
    } catch (error) {
      setFailure(showServerErrors(form.setError, error, FIELDS, { focus: true }));
    }
  });
  const onSubmit = (event: React.FormEvent) => {
    if (!sent) {
      event.preventDefault();
      form.setError('token', { type: 'manual', message: t('senderKeys.regist.tokenFirst') });
      return;
    }
    void submit(event);
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="sender-key-regist-title">
      <form noValidate onSubmit={onSubmit} aria-label={t('senderKeys.regist.title')}>
        <DialogTitle id="sender-key-regist-title">{t('senderKeys.regist.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 0.5 }}>
            <Typography variant="body2" color="text.secondary">
              {t('senderKeys.regist.intro', { minutes: KAKAO_LIMITS.tokenValidMinutes })}
            </Typography>
            {failure ? (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            ) : null}
            <TextField
              label={t('senderKeys.regist.channelId')}
              required
              placeholder="@"
              {...form.register('channelId')}
              error={Boolean(errors.channelId)}
              helperText={errors.channelId?.message ?? t('senderKeys.regist.channelIdHelp')}
            />
            <TextField
              label={t('senderKeys.regist.adminPhone')}
              required
              inputProps={{ inputMode: 'tel' }}
              {...form.register('adminPhone')}
              error={Boolean(errors.adminPhone)}
              helperText={errors.adminPhone?.message ?? t('senderKeys.regist.adminPhoneHelp')}
            />
            {categories.isPending ? (
              <CircularProgress size={24} aria-label={t('senderKeys.regist.categoryLoading')} />
            ) : categories.isError ? (
              <Alert severity="error">
                {isApiError(categories.error) ? categories.error.message : t('senderKeys.regist.categoryFailed')}
              </Alert>
            ) : (
              <Controller
                control={form.control}
                name="categoryCode"
                render={({ field }) => (
                  <CategoryCascadeSelect
                    label={t('senderKeys.regist.category')}
                    levelLabels={[
                      t('senderKeys.regist.categoryLevel1'),
                      t('senderKeys.regist.categoryLevel2'),
                      t('senderKeys.regist.categoryLevel3'),
                    ]}
                    tree={categories.data.senderProfile}
                    value={field.value}
                    onChange={(code) => {
                      field.onChange(code);
                      if (errors.categoryCode) void form.trigger('categoryCode');
                    }}
                    error={errors.categoryCode?.message}
                    helperText={t('senderKeys.regist.categoryHelp')}
                  />
                )}
              />
            )}
            <Stack spacing={1}>
              <Stack direction="row" spacing={1} alignItems="center">
                <Button
                  variant="outlined"
                  onClick={() => void sendToken()}
                  disabled={requestToken.isPending}
                  sx={{ flexShrink: 0 }}
                >
                  {sent ? t('senderKeys.token.resend') : t('senderKeys.token.send')}
                </Button>
                {sent ? <TokenCountdown deadline={sent.deadline} /> : null}
              </Stack>
              {sent ? <Alert severity="info">{t('senderKeys.token.sent', { channel: sent.channelName })}</Alert> : null}
              <TextField
                label={t('senderKeys.token.label')}
                required
                disabled={!sent}
                inputProps={{
                  inputMode: 'numeric',
                  maxLength: KAKAO_LIMITS.tokenLength,
                  autoComplete: 'one-time-code',
                }}
                {...form.register('token')}
                error={Boolean(errors.token)}
                helperText={errors.token?.message ?? t('senderKeys.token.help', { length: KAKAO_LIMITS.tokenLength })}
              />
            </Stack>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button color="inherit" onClick={onClose}>
            {t('senderKeys.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {t('senderKeys.regist.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
