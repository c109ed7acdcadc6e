import { Box, Paper, Stack } from '@mui/material';
import { CopyButton } from '@console/ui/copy-button';

/** A block of code with a copy button. */
export function CodeExample({ code, copyLabel, label }: { code: string; copyLabel: string; label: string }) {
  return (
    <Paper variant="outlined" sx={{ position: 'relative', bgcolor: 'grey.900', color: 'grey.100' }}>
      <Stack
        direction="row"
        justifyContent="flex-end"
        sx={{ position: 'absolute', top: 4, right: 4, '& button': { color: 'grey.100' } }}
      >
        <CopyButton value={code} label={copyLabel} />
      </Stack>
      <Box
        component="pre"
        aria-label={label}
        sx={{ m: 0, p: 2, pr: 6, overflowX: 'auto', fontFamily: 'monospace', fontSize: 13, lineHeight: 1.6 }}
      >
        <code>{code}</code>
      </Box>
    </Paper>
  );
}
