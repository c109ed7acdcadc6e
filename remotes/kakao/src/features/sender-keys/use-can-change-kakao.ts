import { isWithdrawalRequested } from '@console/contracts/roles';
import { useSession } from '@console/platform/hooks';

/**
 * Whether the user may register, change and delete the team's Kakao sender profiles, templates and
 * images: a verified business whose withdrawal is not requested (the server answers 403 otherwise).
 */
export function useCanChangeKakao(): boolean {
  const user = useSession((s) => s.user);
  return Boolean(user?.verified) && !isWithdrawalRequested(user?.role ?? '');
}
