import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIdentityCheckPopup, type IdentityCheckResult } from '../signup/identity-check-popup';

/**
 * The sign-up's identity-check popup, for the recovery pages: `start` opens it (false when the
 * browser blocked it), `onToken` gets a verified token, and `problem` says in Korean what went wrong.
 */
export function useIdentityCheck(onToken: (token: string) => void) {
  const { t } = useTranslation('shell');
  const [problem, setProblem] = useState<string | null>(null);
  const open = useIdentityCheckPopup((result: IdentityCheckResult) => {
    if ('token' in result) {
      setProblem(null);
      onToken(result.token);
    } else {
      setProblem(t(`recovery.identityErrors.${result.error}`));
    }
  });
  const start = () => {
    setProblem(null);
    if (!open()) setProblem(t('recovery.popupBlocked'));
  };
  return { start, problem, setProblem };
}
