import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  Stack,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  CALLBACK_SIGNATURE_HEADER,
  CALLBACK_SIGNATURE_TOLERANCE_SECONDS,
  PUBLIC_API_DOCS_PATH,
  type ApiKey,
} from '@console/contracts/api-keys';
import { isApiError } from '@console/platform/api-error';
import { useUi } from '@console/platform/hooks';
import { CopyButton } from '@console/ui/copy-button';
import { useCallbackSecret, useRotateCallbackSecret } from './callback-secret';

/**
 * The key's callback signing secret: how a linked system checks that a delivery report came from us
 * (Console-Signature), with a copy button and, for those who may change keys, a renewal.
 */
export function CallbackSecretDialog({
  teamSeq,
  apiKey,
  canRotate,
  onClose,
}: {
  teamSeq: number;
  apiKey: ApiKey;
  canRotate: boolean;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const ui = useUi();
  const secret = useCallbackSecret(teamSeq, apiKey.keySeq);
  const rotate = useRotateCallbackSecret(teamSeq, apiKey.keySeq);

  const onRotate = async () => {
    if (
      !(await ui.confirm({
        title: t('apiKeys.signingRotateTitle'),
        message: t('apiKeys.signingRotateConfirm', { name: apiKey.name }),
        confirmText: t('apiKeys.signingRotate'),
        destructive: true,
      }))
    )
      return;
    try {
      await rotate.mutateAsync();
      ui.toast(t('apiKeys.signingRotated'), 'success');
    } catch (error) {
      await ui.alert({ title: t('common.failedTitle'), message: isApiError(error) ? error.message : String(error) });
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="callback-secret-title">
      <DialogTitle id="callback-secret-title">{t('apiKeys.signingTitle', { name: apiKey.name })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2">
            {t('apiKeys.signingHelp', {
              header: CALLBACK_SIGNATURE_HEADER,
              minutes: CALLBACK_SIGNATURE_TOLERANCE_SECONDS / 60,
            })}
          </Typography>
          {apiKey.callbackUrl ? null : <Alert severity="info">{t('apiKeys.signingNoCallback')}</Alert>}
          {secret.isPending ? (
            <CircularProgress size={24} aria-label={t('apiKeys.signingLoading')} />
          ) : secret.isError ? (
            <Alert severity="error">
              {isApiError(secret.error) ? secret.error.message : t('apiKeys.signingFailed')}
            </Alert>
          ) : (
            <Stack
              direction="row"
              alignItems="center"
              spacing={1}
              sx={{ bgcolor: 'action.hover', borderRadius: 1, px: 2, py: 1.5 }}
            >
              <Box
                component="code"
                data-testid="callback-secret"
                sx={{ fontFamily: 'monospace', fontSize: 14, wordBreak: 'break-all', flex: 1 }}
              >
                {secret.data.callbackSecret}
              </Box>
              <CopyButton value={secret.data.callbackSecret} label={t('apiKeys.signingCopy')} />
            </Stack>
          )}
          <Typography variant="body2" color="text.secondary">
            {t('apiKeys.signingKeepSafe')}{' '}
            <Link href={PUBLIC_API_DOCS_PATH} target="_blank" rel="noopener">
              {t('apiKeys.signingDocs')}
            </Link>
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions>
        {canRotate ? (
          <Button color="error" onClick={() => void onRotate()} disabled={rotate.isPending || !secret.isSuccess}>
            {t('apiKeys.signingRotate')}
          </Button>
        ) : null}
        <Button variant="contained" onClick={onClose}>
          {t('apiKeys.signingClose')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
