import type { ReactNode } from 'react';
import { Paper, Stack, Typography } from '@mui/material';

/** One block of the UI-kit catalogue. */
export function PocSection({
  title,
  children,
  column = false,
}: {
  title: string;
  children: ReactNode;
  column?: boolean;
}) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 3, mb: 3 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      <Stack
        direction={column ? 'column' : 'row'}
        spacing={2}
        useFlexGap
        flexWrap={column ? 'nowrap' : 'wrap'}
        alignItems={column ? 'stretch' : 'center'}
      >
        {children}
      </Stack>
    </Paper>
  );
}
