import { useState, type ComponentType } from 'react';
import { Box } from '@mui/material';

import type { SendRequestAccepted } from '@console/contracts/send-requests';
import { PageHeader } from '@console/ui/page-header';
import { LazySendResult } from '@console/send-kit/progress/lazy-send-result';
import { routePath } from '../../route-paths';
import { useTeamSeq } from '@console/platform/hooks';

export interface SendFormProps {
  teamSeq: number;
  onAccepted(result: SendRequestAccepted): void;
}

/**
 * A send page (/send/mt, /send/rcs): the form, then the accepted request with a link to its results
 * and a way to send another (a new form: fresh fields, a fresh idempotency key).
 */
export function SendPage({
  title,
  description,
  form: Form,
}: {
  title: string;
  description: string;
  form: ComponentType<SendFormProps>;
}) {
  const teamSeq = useTeamSeq();
  const [result, setResult] = useState<SendRequestAccepted | null>(null);
  const [formKey, setFormKey] = useState(0);
  return (
    <Box>
      <PageHeader title={title} description={description} />
      {result ? (
        <LazySendResult
          result={result}
          resultHref={
            result.status === 'RESERVED'
              ? routePath('reserve-detail', { teamSeq, seq: result.seq })
              : routePath('send-history-detail', { teamSeq, seq: result.seq })
          }
          onSendAnother={() => {
            setResult(null);
            setFormKey((key) => key + 1);
          }}
        />
      ) : (
        <Form key={formKey} teamSeq={teamSeq} onAccepted={setResult} />
      )}
    </Box>
  );
}
