import { useState } from 'react';
import { Button, CircularProgress } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@console/platform/api-error';
import { useApi, useUi } from '@console/platform/hooks';

export interface ExportButtonProps {
  /** The export endpoint, e.g. /api/team/callback-numbers/export. */
  url: string;
  /** The list's current filters: the file holds what the user sees. */
  params?: Record<string, string | number>;
  /** Used only when the server sends no file name. */
  fallbackName: string;
}

/** Saves a blob under a name in the browser (an object URL on a temporary link). */
export function saveFile(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/**
 * Downloads a list's export. The file name is the server's (exportTitle, from
 * Content-Disposition), so Korean names arrive intact.
 */
export function ExportButton({ url, params, fallbackName }: ExportButtonProps) {
  const { t } = useTranslation('ui');
  const api = useApi();
  const ui = useUi();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const file = await api.download(url, { params, silent: true });
      saveFile(file.blob, file.exportTitle ?? fallbackName);
      ui.toast(t('export.done'), 'success');
    } catch (error) {
      ui.toast(isApiError(error) ? error.message : t('export.failed'), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="outlined"
      onClick={() => void run()}
      disabled={busy}
      startIcon={busy ? <CircularProgress size={16} /> : undefined}
    >
      {t('export.label')}
    </Button>
  );
}
