import { useState } from 'react';
import { Tab, Tabs } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { FindIdByEmailPanel } from './find-id-email-panel';
import { FindIdByIdentityPanel } from './find-id-identity-panel';
import { RecoveryFrame } from './recovery-frame';

type Method = 'identity' | 'email';

/** /account/find/id: by the mobile identity check (ids shown, masked) or by name and e-mail (ids mailed). */
export function FindIdPage() {
  const { t } = useTranslation('shell');
  const [method, setMethod] = useState<Method>('identity');
  return (
    <RecoveryFrame
      title={t('recovery.findId.title')}
      subtitle={t('recovery.findId.subtitle')}
      current="/account/find/id"
    >
      <Tabs
        value={method}
        onChange={(_event, value: Method) => setMethod(value)}
        aria-label={t('recovery.findId.methodsLabel')}
        variant="fullWidth"
      >
        <Tab value="identity" label={t('recovery.findId.methods.identity')} />
        <Tab value="email" label={t('recovery.findId.methods.email')} />
      </Tabs>
      {method === 'identity' ? <FindIdByIdentityPanel /> : <FindIdByEmailPanel />}
    </RecoveryFrame>
  );
}
