import type { SxProps, Theme } from '@mui/material';

const LINE = '1px solid #000';
const HEAD_BG = '#f1f1f1';

/**
 * The A4 sheet in mm and pt, black on white: on screen a paper of 210 x 297 mm with 12 mm padding; in
 * print the padding is the @page margin (print-styles), so the content box is 186 x 273 mm either way.
 * Budget for one page (30 lines): header ~20 mm, parties ~32 mm, billed ~8 mm, lines 31 x 4.9 mm, bottom
 * ~20 mm and gaps: about 240 mm, so it also fits Letter (255 mm) when a PDF is made without a size.
 */
export const invoiceSheetStyles: SxProps<Theme> = {
  boxSizing: 'border-box',
  width: '210mm',
  minHeight: '297mm',
  mx: 'auto',
  p: '12mm',
  bgcolor: '#fff',
  color: '#000',
  boxShadow: '0 2px 12px rgba(0, 0, 0, 0.18)',
  fontSize: '8.5pt',
  lineHeight: 1.25,
  '& h1': { fontSize: '18pt', fontWeight: 800, letterSpacing: '0.3em', lineHeight: 1.2, m: 0 },
  '& table': { width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' },
  '& th, & td': { border: LINE, px: '1.2mm', py: '0.45mm', verticalAlign: 'middle', overflowWrap: 'anywhere' },
  '& th': { bgcolor: HEAD_BG, fontWeight: 700, textAlign: 'left', whiteSpace: 'nowrap' },
  '& tr': { breakInside: 'avoid', pageBreakInside: 'avoid' },
  '& .inv-head': { display: 'flex', justifyContent: 'space-between', alignItems: 'flex-end', gap: '6mm', mb: '3mm' },
  '& .inv-month': { m: 0, mt: '1mm', fontSize: '10pt', fontWeight: 600 },
  '& .inv-meta': { width: '78mm' },
  '& .inv-meta th': { width: '24mm' },
  '& .inv-parties': { mb: '3mm' },
  // Korean forms write the party's name upright, one character under the other.
  '& .inv-party-name': {
    textAlign: 'center',
    writingMode: 'vertical-rl',
    textOrientation: 'upright',
    letterSpacing: '0.4em',
    px: 0,
  },
  '& .inv-billed': {
    display: 'flex',
    alignItems: 'baseline',
    gap: '4mm',
    border: '2px solid #000',
    px: '3mm',
    py: '1.2mm',
    mb: '3mm',
  },
  '& .inv-billed-label': { fontWeight: 700 },
  '& .inv-billed-words': { flex: 1 },
  '& .inv-billed-amount': { fontSize: '12pt' },
  '& .inv-lines th': { textAlign: 'center' },
  '& .inv-lines thead': { display: 'table-header-group' },
  '& .inv-num': { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
  '& .inv-empty': { textAlign: 'center', py: '4mm' },
  '& .inv-bottom': { display: 'flex', alignItems: 'flex-start', gap: '4mm', mt: '3mm', breakInside: 'avoid' },
  '& .inv-pay': { flex: 1 },
  '& .inv-pay th': { width: '24mm' },
  '& .inv-totals': { width: '64mm' },
  '& .inv-totals th': { width: '26mm' },
  '& .inv-totals td': { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
  '& .inv-grand th, & .inv-grand td': { fontWeight: 800, fontSize: '10pt' },
  '& .inv-mono': { fontFamily: 'monospace', letterSpacing: '0.02em' },
  '@media print': {
    width: 'auto',
    minHeight: 0,
    m: 0,
    p: 0,
    boxShadow: 'none',
  },
};
