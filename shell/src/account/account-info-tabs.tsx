import { Tab, Tabs } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { roleAllows } from '@console/contracts/roles';
import { useSession } from '@console/platform/hooks';

const TABS = [
  { id: 'biz', path: '/account/info/biz', masterOnly: false },
  { id: 'user', path: '/account/info/user', masterOnly: false },
  { id: 'pwd', path: '/account/info/pwd', masterOnly: false },
  { id: 'security', path: '/account/info/security', masterOnly: false },
  { id: 'deactivate', path: '/account/info/deactivate', masterOnly: true },
] as const;

/** The account settings pages as tabs; withdrawal is shown to the master only. */
export function AccountInfoTabs() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const role = useSession((s) => s.user?.role);
  const tabs = TABS.filter((tab) => !tab.masterOnly || (role !== undefined && roleAllows(role, ['ROLE_MASTER'])));
  const current = tabs.find((tab) => pathname === tab.path)?.path ?? false;
  return (
    <Tabs
      value={current}
      aria-label={t('account.tabsLabel')}
      sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      variant="scrollable"
    >
      {tabs.map((tab) => (
        <Tab key={tab.id} value={tab.path} label={t(`account.tabs.${tab.id}`)} component={RouterLink} to={tab.path} />
      ))}
    </Tabs>
  );
}
