import { useTranslation } from 'react-i18next';
import { PASSWORD_RESET_TOKEN_TTL_MINUTES, PasswordResetByEmailRequest } from '@console/contracts/account-recovery';
import { MailedRecoveryPanel } from './mailed-recovery-panel';
import { useRequestPasswordReset } from './request-password-reset';

const minutes = PASSWORD_RESET_TOKEN_TTL_MINUTES;

/** Reset by e-mail: the id and its registered e-mail; a link goes out when they match, and nothing says whether. */
export function ResetByEmailPanel() {
  const { t } = useTranslation('shell');
  const request = useRequestPasswordReset();
  return (
    <MailedRecoveryPanel
      schema={PasswordResetByEmailRequest}
      keyField={{ name: 'loginId', label: t('recovery.findPassword.loginId'), autoComplete: 'username' }}
      emptyValues={{ loginId: '', email: '' }}
      send={(values) => request.mutateAsync(values)}
      texts={{
        form: t('recovery.findPassword.methods.email'),
        help: t('recovery.findPassword.emailHelp', { minutes }),
        email: t('recovery.findPassword.email'),
        submit: t('recovery.findPassword.send'),
        again: t('recovery.findPassword.again'),
        sent: (email) => t('recovery.findPassword.sent', { email, minutes }),
      }}
      sentTestId="reset-link-sent"
    />
  );
}
