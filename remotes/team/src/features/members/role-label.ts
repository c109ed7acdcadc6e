import type { TFunction } from 'i18next';
import { baseRoleOf, isWithdrawalRequested, type Role } from '@console/contracts/roles';

/** "매니저", or "매니저 (탈퇴 신청 중)" for a withdrawal-requested account. */
export function roleLabel(t: TFunction, role: Role): string {
  const base = t(`roles.${baseRoleOf(role)}`);
  return isWithdrawalRequested(role) ? t('roles.withdrawing', { role: base }) : base;
}
