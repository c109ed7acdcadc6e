import { useState } from 'react';
import { Alert, Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { EMAIL_PRICE_KRW, type EmailSendAccepted } from '@console/contracts/email-send';
import { useTeamSeq } from '@console/platform/hooks';
import { LazySendResult } from '@console/send-kit/progress/lazy-send-result';
import { formatCount } from '@console/ui/format';
import { PageHeader } from '@console/ui/page-header';
import { routePath } from '../../route-paths';
import { EmailSendForm } from './email-send-form';

/**
 * /console/team/{teamSeq}/send/email: e-mail to typed addresses and address-book groups, then the
 * accepted request with a link to its results (and how many group contacts had no address).
 */
export function SendEmailPage() {
  const { t } = useTranslation();
  const teamSeq = useTeamSeq();
  const [result, setResult] = useState<EmailSendAccepted | null>(null);
  const [formKey, setFormKey] = useState(0);
  return (
    <Box>
      <PageHeader title={t('emailSend.title')} description={t('emailSend.description', { price: EMAIL_PRICE_KRW })} />
      {result ? (
        <Box>
          <LazySendResult
            result={result}
            resultHref={routePath('send-history-detail', { teamSeq, seq: result.seq })}
            onSendAnother={() => {
              setResult(null);
              setFormKey((key) => key + 1);
            }}
          />
          {result.contactsWithoutEmail > 0 ? (
            <Alert severity="info" sx={{ mt: 2 }}>
              {t('emailSend.skipped', { count: formatCount(result.contactsWithoutEmail) })}
            </Alert>
          ) : null}
        </Box>
      ) : (
        <EmailSendForm key={formKey} teamSeq={teamSeq} onAccepted={setResult} />
      )}
    </Box>
  );
}
