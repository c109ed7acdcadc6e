import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

export interface DefinitionListProps {
  /** Label and value of each row, in order; the labels must differ (they are the keys). */
  rows: readonly (readonly [label: string, value: ReactNode])[];
}

/** The facts of a record as a <dl>: labels in a column as wide as the longest, values beside them. */
export function DefinitionList({ rows }: DefinitionListProps) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1, m: 0 }}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Box component="dd" sx={{ m: 0, typography: 'body2', minWidth: 0 }}>
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
