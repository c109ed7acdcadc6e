import { GlobalStyles } from '@mui/material';

/** Class of what shows on screen only (the toolbar). */
export const SCREEN_ONLY = 'invoice-screen-only';

/**
 * The popup's print rules: A4 with 12 mm margins, white page, nothing but the sheet (the toolbar and
 * any fixed layer of the console hidden), table rows never split across pages.
 */
export function InvoicePrintStyles() {
  return (
    <GlobalStyles
      styles={{
        '@page': { size: 'A4', margin: '12mm' },
        '@media print': {
          'html, body': { background: '#fff !important', margin: 0, padding: 0 },
          [`.${SCREEN_ONLY}`]: { display: 'none !important' },
          '.notistack-SnackbarContainer, [role="progressbar"]': { display: 'none !important' },
          '.invoice-print-root': { background: '#fff !important', padding: '0 !important', minHeight: '0 !important' },
          tr: { breakInside: 'avoid', pageBreakInside: 'avoid' },
        },
      }}
    />
  );
}
