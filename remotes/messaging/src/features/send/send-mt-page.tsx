import { useState } from 'react';
import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { SendRequestAccepted } from '@console/contracts/send-requests';
import { PageHeader } from '@console/ui/page-header';
import { SendForm } from './send-form';
import { SendResult } from './send-result';

/** /console/team/{teamSeq}/send/mt: web send of SMS/LMS/MMS (the route guard blocks teams that may not send). */
export function SendMtPage() {
  const { t } = useTranslation();
  const { teamSeq = '' } = useParams();
  const [result, setResult] = useState<SendRequestAccepted | null>(null);
  // A new form (fresh fields, fresh idempotency key) after each accepted request.
  const [formKey, setFormKey] = useState(0);

  return (
    <Box>
      <PageHeader title={t('send.title')} description={t('send.description')} />
      {result ? (
        <SendResult
          teamSeq={teamSeq}
          result={result}
          onSendAnother={() => {
            setResult(null);
            setFormKey((key) => key + 1);
          }}
        />
      ) : (
        <SendForm key={formKey} teamSeq={teamSeq} onAccepted={setResult} />
      )}
    </Box>
  );
}
