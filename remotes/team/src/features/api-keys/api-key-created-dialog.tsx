import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ApiKeyCreated } from '@console/contracts/api-keys';
import { CopyButton } from '@console/ui/copy-button';

/** The whole key, once: copy it now, it is never shown again. */
export function ApiKeyCreatedDialog({ created, onClose }: { created: ApiKeyCreated; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open
      onClose={(_, reason) => reason !== 'backdropClick' && onClose()}
      fullWidth
      maxWidth="sm"
      aria-labelledby="api-key-created-title"
    >
      <DialogTitle id="api-key-created-title">{t('apiKeys.createdTitle', { name: created.apiKey.name })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Alert severity="warning">{t('apiKeys.createdWarning')}</Alert>
          <Stack
            direction="row"
            alignItems="center"
            spacing={1}
            sx={{ bgcolor: 'action.hover', borderRadius: 1, px: 2, py: 1.5 }}
          >
            <Box
              component="code"
              data-testid="api-key-secret"
              sx={{ fontFamily: 'monospace', fontSize: 15, wordBreak: 'break-all', flex: 1 }}
            >
              {created.secret}
            </Box>
            <CopyButton value={created.secret} label={t('apiKeys.copy')} />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {t('apiKeys.createdHelp', { prefix: created.apiKey.prefix })}
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('apiKeys.createdDone')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
