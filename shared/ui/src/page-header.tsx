import type { ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';

export interface PageHeaderProps {
  /** The page's heading (h1), already translated. */
  title: ReactNode;
  /** One or two sentences under the title saying what the page is for. */
  description?: ReactNode;
  /** Buttons on the right: create, register, export ... */
  actions?: ReactNode;
}

/** The top of every console screen: one h1, an optional description and the page's actions. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <Box
      component="header"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-start',
        justifyContent: 'space-between',
        gap: 2,
        mb: 3,
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h5" component="h1" fontWeight={700}>
          {title}
        </Typography>
        {description ? (
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {description}
          </Typography>
        ) : null}
      </Box>
      {actions ? (
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
          {actions}
        </Stack>
      ) : null}
    </Box>
  );
}
