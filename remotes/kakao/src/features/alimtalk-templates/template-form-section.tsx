import type { ReactNode } from 'react';
import { Stack, Typography } from '@mui/material';

/** One titled part of a Kakao template form, a region named by its heading. */
export function TemplateFormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack spacing={1.5} component="section" aria-label={title}>
      <Typography variant="subtitle1" component="h2" fontWeight={700}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}
