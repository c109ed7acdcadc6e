import { useTranslation } from 'react-i18next';
import type { ApiKeyStatus } from '@console/contracts/api-keys';
import { StatusChip } from '@console/ui/status-chip';

export function ApiKeyStatusChip({ status }: { status: ApiKeyStatus }) {
  const { t } = useTranslation();
  return <StatusChip label={t(`apiKeys.status.${status}`)} tone={status === 'ACTIVE' ? 'success' : 'neutral'} />;
}
