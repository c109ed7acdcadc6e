import type { ReactNode } from 'react';
import { Box, Divider, Paper, Stack, Typography } from '@mui/material';
import { AccountLinks } from './account-links';

interface RecoveryFrameProps {
  title: string;
  subtitle: string;
  current: '/account/find/id' | '/account/find/password';
  children: ReactNode;
}

/** The card of the recovery pages, like the login page's: title, the page, and the other ways out. */
export function RecoveryFrame({ title, subtitle, current, children }: RecoveryFrameProps) {
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'center',
        py: { xs: 4, sm: 8 },
        px: 2,
        bgcolor: 'background.default',
        minHeight: '70vh',
      }}
    >
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 480, p: { xs: 3, sm: 4 }, alignSelf: 'flex-start' }}>
        <Stack spacing={2.5}>
          <Box>
            <Typography variant="h5" component="h1" fontWeight={800}>
              {title}
            </Typography>
            <Typography color="text.secondary" variant="body2">
              {subtitle}
            </Typography>
          </Box>
          {children}
          <Divider />
          <AccountLinks current={current} />
        </Stack>
      </Paper>
    </Box>
  );
}
