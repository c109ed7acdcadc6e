import { useState } from 'react';
import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { SendRequestAccepted } from '@console/contracts/send-requests';
import { PageHeader } from '@console/ui/page-header';
import { SendResult } from '../send/send-result';
import { RcsSendForm } from './rcs-send-form';

/** /console/team/{teamSeq}/send/rcs: RCS with SMS/LMS fallback (the route guard blocks teams that may not send). */
export function SendRcsPage() {
  const { t } = useTranslation();
  const { teamSeq = '' } = useParams();
  const [result, setResult] = useState<SendRequestAccepted | null>(null);
  // A new form (fresh fields, fresh idempotency key) after each accepted request.
  const [formKey, setFormKey] = useState(0);
  return (
    <Box>
      <PageHeader title={t('rcsSend.title')} description={t('rcsSend.description')} />
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
        <RcsSendForm key={formKey} teamSeq={teamSeq} onAccepted={setResult} />
      )}
    </Box>
  );
}
