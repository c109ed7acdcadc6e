import { Box, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { SenderProfileEvent } from '@console/contracts/kakao';
import type { StatusTone } from '@console/ui/status-chip';
import { TimelineEntry } from '../kakao-timeline/timeline-entry';
import { SENDER_KEY_TONE } from './sender-key-status-chip';

const DOT: Record<StatusTone, string> = {
  success: 'success.main',
  error: 'error.main',
  warning: 'warning.main',
  info: 'info.main',
  neutral: 'grey.500',
};

/** The profile's life, oldest first: registered, blocked or dormant (by Kakao), recovered, deleted, and why. */
export function SenderKeyHistory({ events }: { events: readonly SenderProfileEvent[] }) {
  const { t } = useTranslation();
  const title = t('senderKeys.detail.history');
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={title}>
      <Typography variant="subtitle1" component="h2" gutterBottom>
        {title}
      </Typography>
      {events.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('senderKeys.detail.historyEmpty')}
        </Typography>
      ) : null}
      <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {events.map((event, index) => {
          const label =
            index === 0 && event.status === 'ACTIVE'
              ? t('senderKeys.history.registered')
              : t(`senderKeys.history.${event.status}`);
          return (
            <TimelineEntry
              key={`${event.at}-${index}`}
              label={label}
              by={t(`senderKeys.by.${event.by}`)}
              at={event.at}
              color={DOT[SENDER_KEY_TONE[event.status]]}
              last={index === events.length - 1}
            >
              {/* The server words some steps itself ("등록"): no need to say it twice. */}
              {event.reason && event.reason !== label ? (
                <Typography variant="body2" color="text.secondary">
                  {event.reason}
                </Typography>
              ) : null}
            </TimelineEntry>
          );
        })}
      </Box>
    </Paper>
  );
}
