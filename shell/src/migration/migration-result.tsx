import { Alert, Box, Button, Stack, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { BizplusMigrationAnswer } from '@console/contracts/account-migration';
import { formatCount } from '@console/ui/format';

/** What moved: the business, the new login id, the team and how many contacts; then the login. */
export function MigrationResult({ result }: { result: BizplusMigrationAnswer }) {
  const { t } = useTranslation('shell');
  const rows = [
    ['businessName', result.businessName],
    ['loginId', result.loginId],
    ['teamName', result.teamName],
    [
      'contactCount',
      t('migration.result.contacts', { count: result.contactCount, formatted: formatCount(result.contactCount) }),
    ],
  ] as const;
  return (
    <Box data-testid="migration-result">
      <Alert severity="success" sx={{ mb: 2 }}>
        {t('migration.result.done')}
      </Alert>
      <Table size="small" aria-label={t('migration.result.title')}>
        <TableBody>
          {rows.map(([key, value]) => (
            <TableRow key={key}>
              <TableCell component="th" scope="row" sx={{ width: 140, color: 'text.secondary' }}>
                {t(`migration.result.${key}`)}
              </TableCell>
              <TableCell>{value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="body2" color="text.secondary" sx={{ my: 2 }}>
        {t('migration.result.passwordNote')}
      </Typography>
      <Stack direction="row" spacing={1}>
        <Button
          variant="contained"
          component={RouterLink}
          to={`/account/login?returnUrl=${encodeURIComponent('/console/dashboard')}`}
        >
          {t('migration.result.login')}
        </Button>
      </Stack>
    </Box>
  );
}
