import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { formatDateTime } from '@console/ui/format';

export interface TimelineEntryProps {
  /** What happened ("휴면 전환", "반려"). */
  label: string;
  /** Who did it. */
  by: string;
  at: string;
  /** A palette colour for the dot ("success.main"). */
  color: string;
  /** The last entry draws no line below its dot. */
  last: boolean;
  children?: ReactNode;
}

/** One step of a history drawn as a dot on a vertical line: what, who and when, then any detail below. */
export function TimelineEntry({ label, by, at, color, last, children }: TimelineEntryProps) {
  return (
    <Box component="li" sx={{ position: 'relative', pl: 3, pb: last ? 0 : 2 }}>
      <Box
        aria-hidden
        sx={{ position: 'absolute', left: 4, top: 6, width: 10, height: 10, borderRadius: '50%', bgcolor: color }}
      />
      {!last ? (
        <Box aria-hidden sx={{ position: 'absolute', left: 8, top: 18, bottom: 0, width: 2, bgcolor: 'divider' }} />
      ) : null}
      <Typography variant="body2" fontWeight={600}>
        {label}
        <Typography component="span" variant="body2" color="text.secondary">
          {' · '}
          {by} · {formatDateTime(at)}
        </Typography>
      </Typography>
      {children}
    </Box>
  );
}
