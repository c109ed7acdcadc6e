import type { ReactNode } from 'react';
import { Paper, Typography } from '@mui/material';

/** One titled block of a guide page. */
export function GuideSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2.5 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** A guide's list of points, from an i18n array. */
export function GuideList({ items }: { items: string[] }) {
  return (
    <Typography component="ul" variant="body2" sx={{ m: 0, pl: 2.5, '& li': { mb: 0.5 } }}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </Typography>
  );
}
