import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@console/ui/page-header';
import { AccountInfoTabs } from './account-info-tabs';
import { ActiveSessionsCard } from './active-sessions-card';
import { LoginHistoryTable } from './login-history-table';
import { TwoStepLoginCard } from './two-step-login-card';

/** /account/info/security: two-step login, the devices logged in now and the login history. */
export function SecurityPage() {
  const { t } = useTranslation('shell');
  return (
    <Box>
      <PageHeader title={t('account.title')} description={t('account.security.description')} />
      <AccountInfoTabs />
      <TwoStepLoginCard />
      <ActiveSessionsCard />
      <LoginHistoryTable />
    </Box>
  );
}
