import { useTranslation } from 'react-i18next';
import type { BrandTemplate } from '@console/contracts/kakao';
import { formatDateTime } from '@console/ui/format';
import { StatusChip } from '@console/ui/status-chip';

/** Whether a send used the template: once one did, it can no longer be edited or deleted. */
export function BrandUsedChip({ template }: { template: Pick<BrandTemplate, 'usedAt'> }) {
  const { t } = useTranslation();
  return template.usedAt ? (
    <StatusChip
      label={t('brandTemplates.used.yes')}
      tone="neutral"
      title={t('brandTemplates.used.yesTitle', { at: formatDateTime(template.usedAt) })}
    />
  ) : (
    <StatusChip label={t('brandTemplates.used.no')} tone="success" title={t('brandTemplates.used.noTitle')} />
  );
}
