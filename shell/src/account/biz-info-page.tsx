import { Alert, Box, Skeleton } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { roleAllows } from '@console/contracts/roles';
import { useSession } from '@console/platform/hooks';
import { PageHeader } from '@console/ui/page-header';
import { AccountInfoTabs } from './account-info-tabs';
import { BusinessForm } from './business-form';
import { BusinessVerificationCard } from './business-verification-card';
import { useBusiness } from './get-business';

/** /account/info/biz: the business's verification and details (editable by the master only). */
export function BizInfoPage() {
  const { t } = useTranslation('shell');
  const role = useSession((s) => s.user?.role);
  const isMaster = role !== undefined && roleAllows(role, ['ROLE_MASTER']);
  const business = useBusiness();

  return (
    <Box>
      <PageHeader title={t('account.title')} description={t('account.biz.description')} />
      <AccountInfoTabs />
      {business.isError ? <Alert severity="error">{t('account.loadFailed')}</Alert> : null}
      {business.isPending ? <Skeleton variant="rounded" height={240} /> : null}
      {business.data ? (
        <>
          <BusinessVerificationCard business={business.data} canUpload={isMaster} />
          <BusinessForm business={business.data} editable={isMaster} />
        </>
      ) : null}
    </Box>
  );
}
