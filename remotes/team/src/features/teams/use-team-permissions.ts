import { isWithdrawalRequested, roleAllows } from '@console/contracts/roles';
import type { TeamStatus } from '@console/contracts/teams';
import { useSession } from '@console/platform/hooks';

/**
 * What the signed-in user may change on a team, mirroring the server: masters and managers edit,
 * masters close; nobody changes a closed team or while their withdrawal is under review.
 */
export function useTeamPermissions(status: TeamStatus | undefined) {
  const role = useSession((s) => s.user?.role);
  const active = role !== undefined && !isWithdrawalRequested(role) && status !== undefined && status !== 'CLOSED';
  return {
    canEdit: active && roleAllows(role, ['ROLE_MASTER', 'ROLE_MANAGER']),
    canClose: active && roleAllows(role, ['ROLE_MASTER']),
    canManageKeys: role !== undefined && roleAllows(role, ['ROLE_MASTER', 'ROLE_MANAGER']),
  };
}
