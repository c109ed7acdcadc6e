import { useState, type ComponentType, type ReactNode } from 'react';
import { Box } from '@mui/material';
import type { SendRequestAccepted } from '@console/contracts/send-requests';
import { useTeamSeq } from '@console/platform/hooks';
import { LazySendResult } from '@console/send-kit/progress/lazy-send-result';
import { PageHeader } from '@console/ui/page-header';
import { messagingPath } from './messaging-paths';

export interface AlimtalkFormProps {
  teamSeq: number;
  onAccepted(result: SendRequestAccepted): void;
}

/**
 * An alimtalk send page (current and legacy form): the form, then the accepted request with a link
 * to its results (or its reservation) and a way to send another (fresh fields, a fresh idempotency key).
 */
export function AlimtalkSendLayout({
  title,
  description,
  actions,
  form: Form,
}: {
  title: string;
  description: string;
  actions?: ReactNode;
  form: ComponentType<AlimtalkFormProps>;
}) {
  const teamSeq = useTeamSeq();
  const [result, setResult] = useState<SendRequestAccepted | null>(null);
  const [formKey, setFormKey] = useState(0);
  return (
    <Box>
      <PageHeader title={title} description={description} actions={actions} />
      {result ? (
        <LazySendResult
          result={result}
          resultHref={messagingPath(result.status === 'RESERVED' ? 'reserveDetail' : 'sendHistoryDetail', {
            teamSeq,
            seq: result.seq,
          })}
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
