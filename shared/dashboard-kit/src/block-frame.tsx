import { useId, type ReactNode } from 'react';
import { Alert, Box, Button, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useDashboardTranslation } from './dashboard-texts';

/** What a block needs to know of its query: TanStack Query's result fits. */
export interface BlockQuery {
  isPending: boolean;
  isError: boolean;
  refetch(): unknown;
}

export interface BlockFrameProps {
  title: string;
  /** data-testid of the block, e.g. dashboard-sends. */
  testId: string;
  query: BlockQuery;
  /** The answer came and holds nothing to show. */
  empty?: boolean;
  emptyText?: string;
  failedText: string;
  /** Beside the title: a range, a "view all" link. */
  aside?: ReactNode;
  skeletonHeight?: number;
  children?: ReactNode;
}

/**
 * One dashboard block: a titled card whose body is its own loading, error (with a retry) or empty
 * state, or the block's content; data-state tells tests which.
 */
export function BlockFrame(props: BlockFrameProps) {
  const { t } = useDashboardTranslation();
  const headingId = useId();
  const { query } = props;
  const state = query.isPending ? 'loading' : query.isError ? 'error' : props.empty ? 'empty' : 'ready';
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      aria-busy={state === 'loading'}
      data-testid={props.testId}
      data-state={state}
      sx={{ p: 2.5, height: '100%' }}
    >
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', gap: 1, mb: 1.5 }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ fontSize: '1.05rem', fontWeight: 700 }}>
          {props.title}
        </Typography>
        {props.aside}
      </Stack>
      {state === 'loading' ? (
        <Box role="status" aria-label={t('block.loading')}>
          <Skeleton variant="rounded" height={props.skeletonHeight ?? 120} />
        </Box>
      ) : null}
      {state === 'error' ? (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              {t('block.retry')}
            </Button>
          }
        >
          {props.failedText}
        </Alert>
      ) : null}
      {state === 'empty' ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {props.emptyText}
        </Typography>
      ) : null}
      {state === 'ready' ? props.children : null}
    </Paper>
  );
}
