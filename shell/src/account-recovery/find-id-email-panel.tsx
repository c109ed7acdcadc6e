import { useTranslation } from 'react-i18next';
import { FindIdByEmailRequest } from '@console/contracts/account-recovery';
import { useFindIdByEmail } from './find-id-by-email';
import { MailedRecoveryPanel } from './mailed-recovery-panel';

/** Find id by name and registered e-mail: the ids go to that e-mail; the answer never says whether any did. */
export function FindIdByEmailPanel() {
  const { t } = useTranslation('shell');
  const find = useFindIdByEmail();
  return (
    <MailedRecoveryPanel
      schema={FindIdByEmailRequest}
      keyField={{ name: 'name', label: t('recovery.findId.name'), autoComplete: 'name' }}
      emptyValues={{ name: '', email: '' }}
      send={(values) => find.mutateAsync(values)}
      texts={{
        form: t('recovery.findId.methods.email'),
        help: t('recovery.findId.emailHelp'),
        email: t('recovery.findId.email'),
        submit: t('recovery.findId.send'),
        again: t('recovery.findId.again'),
        sent: (email) => t('recovery.findId.sent', { email }),
      }}
      sentTestId="find-id-sent"
    />
  );
}
