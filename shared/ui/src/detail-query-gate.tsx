import type { ReactNode } from 'react';
import { Alert, Box, Button, CircularProgress } from '@mui/material';
import { Link } from 'react-router';
import { isApiError } from '@console/platform/api-error';

/** What DetailQueryGate reads of a TanStack query of one record. */
export interface DetailQueryResult<T> {
  data?: T;
  error: unknown;
  isPending: boolean;
  /** 'idle' while the query waits (e.g. disabled for an invalid seq): then it is not found, not loading. */
  fetchStatus: string;
}

export interface DetailQueryGateProps<T> {
  query: DetailQueryResult<T>;
  /** Shown when the query failed without an API message of its own, or found nothing. */
  notFound: string;
  /** The list the page came from, and the label of the link back to it. */
  back: string;
  backLabel: string;
  /** The accessible name of the spinner (default "loading"). */
  loadingLabel?: string;
  /** The page itself, once the record is there. */
  children(data: T): ReactNode;
}

/**
 * The first moments of a detail page (/.../{seq}): a spinner while the record loads, the server's
 * message (or `notFound`) with a link back to the list when it cannot be shown, then the page.
 */
export function DetailQueryGate<T>({
  query,
  notFound,
  back,
  backLabel,
  loadingLabel = 'loading',
  children,
}: DetailQueryGateProps<T>) {
  if (query.isPending && query.fetchStatus !== 'idle') return <CircularProgress aria-label={loadingLabel} />;
  if (!query.data) {
    return (
      <Box>
        <Alert severity="error" role="alert">
          {isApiError(query.error) ? query.error.message : notFound}
        </Alert>
        <Button component={Link} to={back} sx={{ mt: 2 }}>
          {backLabel}
        </Button>
      </Box>
    );
  }
  return <>{children(query.data)}</>;
}
