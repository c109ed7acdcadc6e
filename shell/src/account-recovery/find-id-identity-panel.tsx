import { Alert, Box, Button, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { isApiError } from '@console/platform/api-error';
import { FailureAlert } from '@console/ui/failure-alert';
import { formatDate } from '@console/ui/format';
import { useFindIdByIdentity } from './find-id-by-identity';
import { useIdentityCheck } from './use-identity-check';

/** Find id by the mobile identity check: the verified person's ids, masked, with their creation dates. */
export function FindIdByIdentityPanel() {
  const { t } = useTranslation('shell');
  const find = useFindIdByIdentity();
  const check = useIdentityCheck((token) => find.mutate(token));
  const failure = find.isError ? (isApiError(find.error) ? find.error.message : String(find.error)) : null;
  const ids = find.data?.ids;

  return (
    <Stack spacing={2}>
      {ids ? null : (
        <Typography variant="body2" color="text.secondary">
          {t('recovery.findId.identityHelp')}
        </Typography>
      )}
      <FailureAlert message={check.problem ?? failure} />
      {ids && ids.length > 0 ? (
        <Box data-testid="found-ids">
          <Typography fontWeight={700}>{t('recovery.findId.resultTitle')}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('recovery.findId.resultHelp')}
          </Typography>
          <List aria-label={t('recovery.findId.resultLabel')} sx={{ bgcolor: 'background.default', mt: 1 }}>
            {ids.map((id) => (
              <ListItem key={id.maskedLoginId + id.createdAt} divider>
                <ListItemText
                  primary={id.maskedLoginId}
                  secondary={t('recovery.findId.createdOn', { date: formatDate(id.createdAt) })}
                  slotProps={{ primary: { fontWeight: 700, fontFamily: 'monospace', fontSize: 17 } }}
                />
              </ListItem>
            ))}
          </List>
        </Box>
      ) : null}
      {ids && ids.length === 0 ? <Alert severity="info">{t('recovery.findId.none')}</Alert> : null}
      {ids ? (
        <Stack direction="row" spacing={1}>
          <Button variant="contained" component={RouterLink} to="/account/login" sx={{ flex: 1 }}>
            {t('recovery.links.login')}
          </Button>
          <Button variant="outlined" component={RouterLink} to="/account/find/password" sx={{ flex: 1 }}>
            {t('recovery.links.findPassword')}
          </Button>
        </Stack>
      ) : (
        <Button variant="contained" size="large" onClick={check.start} disabled={find.isPending}>
          {t('recovery.findId.identityStart')}
        </Button>
      )}
    </Stack>
  );
}
