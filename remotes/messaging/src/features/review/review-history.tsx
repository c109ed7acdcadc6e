import { Box, Paper, Typography } from '@mui/material';
import { formatDateTime } from '@console/ui/format';

export interface ReviewEvent {
  seq: number;
  at: string;
  kind: string;
  reason?: string | null;
}

/** The review history of something an operator decides (a sender number, an RCS template): when, what, why. */
export function ReviewHistory({
  title,
  events,
  labelOf,
}: {
  title: string;
  events: readonly ReviewEvent[];
  labelOf(kind: string): string;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={title}>
      <Typography variant="subtitle1" gutterBottom>
        {title}
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 3 }}>
        {events.map((event) => (
          <li key={event.seq}>
            <Typography variant="body2">
              {formatDateTime(event.at)} · {labelOf(event.kind)}
              {event.reason ? ` — ${event.reason}` : ''}
            </Typography>
          </li>
        ))}
      </Box>
    </Paper>
  );
}
