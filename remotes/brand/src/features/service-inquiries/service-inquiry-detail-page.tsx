import { Alert, Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { InquiryDetail, InquiryMessage } from '@console/contracts/inquiries';
import { DefinitionList } from '@console/ui/definition-list';
import { DetailQueryGate } from '@console/ui/detail-query-gate';
import { formatDate, formatDateTime } from '@console/ui/format';
import { PageHeader } from '@console/ui/page-header';
import { useInquiry } from './inquiry-api';
import { InquiryAttachmentLinks } from './inquiry-attachment-links';
import { InquiryFollowUpForm } from './inquiry-follow-up-form';
import { inquiryPath } from './inquiry-paths';
import { InquiryStateChip } from './inquiry-state-chip';

function ThreadMessage({
  inquirySeq,
  message,
  first,
}: {
  inquirySeq: number;
  message: InquiryMessage;
  first: boolean;
}) {
  const { t } = useTranslation();
  const operator = message.authorKind === 'OPERATOR';
  const kind = operator
    ? t('serviceInquiry.detail.answer')
    : first
      ? t('serviceInquiry.detail.question')
      : t('serviceInquiry.detail.followUpBadge');
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-label={kind}
      sx={{
        p: { xs: 2, sm: 2.5 },
        ml: operator ? { xs: 0, sm: 4 } : 0,
        bgcolor: operator ? 'action.hover' : 'background.paper',
        borderColor: operator ? 'primary.light' : 'divider',
      }}
    >
      <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap" sx={{ mb: 1 }}>
        <Chip size="small" label={kind} color={operator ? 'primary' : 'default'} />
        <Typography variant="subtitle2">
          {operator ? t('serviceInquiry.detail.operator', { name: message.authorName }) : message.authorName}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {formatDateTime(message.createdAt)}
        </Typography>
      </Stack>
      <Typography sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', mb: message.attachments.length ? 1.5 : 0 }}>
        {message.body}
      </Typography>
      <InquiryAttachmentLinks inquirySeq={inquirySeq} attachments={message.attachments} />
    </Paper>
  );
}

function InquiryThread({ inquiry }: { inquiry: InquiryDetail }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={3}>
      <Paper variant="outlined" aria-label={t('serviceInquiry.detail.meta')} sx={{ p: { xs: 2, sm: 3 } }}>
        <DefinitionList
          rows={[
            [t('serviceInquiry.detail.state'), <InquiryStateChip key="state" state={inquiry.state} />],
            [t('serviceInquiry.detail.category'), t(`serviceInquiry.categories.${inquiry.category}`)],
            [t('serviceInquiry.detail.team'), inquiry.teamName ?? t('serviceInquiry.list.noTeam')],
            [t('serviceInquiry.detail.writer'), inquiry.writerName],
            [t('serviceInquiry.detail.createdAt'), formatDate(inquiry.createdAt)],
          ]}
        />
      </Paper>
      <Stack component="section" spacing={2} aria-label={t('serviceInquiry.detail.thread')}>
        {inquiry.messages.map((message, index) => (
          <ThreadMessage key={message.seq} inquirySeq={inquiry.seq} message={message} first={index === 0} />
        ))}
        {inquiry.state !== 'ANSWERED' ? (
          <Alert severity="info" variant="outlined" role="status">
            {t('serviceInquiry.detail.waiting')}
          </Alert>
        ) : null}
      </Stack>
      <InquiryFollowUpForm seq={inquiry.seq} />
    </Stack>
  );
}

/** /brand/customers/serviceInquiry/{seq}: the thread of question, answers and follow-ups, and a follow-up form. */
export function ServiceInquiryDetailPage() {
  const { t } = useTranslation();
  const { seq = '' } = useParams();
  const query = useInquiry(Number(seq));
  const back = inquiryPath('service-inquiry-list');
  return (
    <Box sx={{ maxWidth: 880, mx: 'auto', px: { xs: 2, md: 3 }, py: 4 }}>
      <DetailQueryGate
        query={query}
        notFound={t('serviceInquiry.detail.notFound')}
        back={back}
        backLabel={t('serviceInquiry.backToList')}
        loadingLabel={t('serviceInquiry.loading')}
      >
        {(inquiry) => (
          <>
            <PageHeader
              title={inquiry.title}
              actions={
                <Button component={Link} to={back} color="inherit">
                  {t('serviceInquiry.backToList')}
                </Button>
              }
            />
            <InquiryThread inquiry={inquiry} />
          </>
        )}
      </DetailQueryGate>
    </Box>
  );
}
