import { useTranslation } from 'react-i18next';
import type { InvitationStatus } from '@console/contracts/invitations';
import { StatusChip, type StatusTone } from '@console/ui/status-chip';

const TONE: Record<InvitationStatus, StatusTone> = {
  PENDING: 'info',
  ACCEPTED: 'success',
  CANCELLED: 'neutral',
  EXPIRED: 'warning',
};

export function InvitationStatusChip({ status }: { status: InvitationStatus }) {
  const { t } = useTranslation();
  return <StatusChip label={t(`invitations.status.${status}`)} tone={TONE[status]} />;
}
