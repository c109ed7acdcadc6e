import { useContext } from 'react';
import { PlatformContext } from '@console/platform/hooks';

/**
 * The ?seq= of /console/popup/invoice?seq=N as a number: null when it is missing, NaN when it is not a
 * number. Read from the location the shell hands the remote (mount props), so it follows the URL.
 */
export function useInvoiceSeqParam(): number | null {
  const search = useContext(PlatformContext)?.routing.location.search ?? window.location.search;
  const value = new URLSearchParams(search).get('seq');
  if (value === null || value.trim() === '') return null;
  return /^\d+$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;
}
