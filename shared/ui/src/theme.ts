import { createTheme } from '@mui/material';
import { koKR } from '@mui/material/locale';
import { DROPDOWN_MAX_HEIGHT_PX } from '@console/contracts/timings';

const fontFamily = [
  'Pretendard Variable',
  'Pretendard',
  '-apple-system',
  'BlinkMacSystemFont',
  'system-ui',
  '"Apple SD Gothic Neo"',
  '"Noto Sans KR"',
  '"Malgun Gothic"',
  'sans-serif',
].join(',');

/** The console's MUI theme: Korean font stack and locale, compact density, 200 px dropdowns, AA contrast. */
export const consoleTheme = createTheme(
  {
    palette: {
      primary: { main: '#2457f5' },
      // Text and outlines in these colours (chips, captions) keep 4.5:1 on white and on the page's
      // background (WCAG 1.4.3): the library's defaults and our first green were too light.
      secondary: { main: '#0a7d62' },
      info: { main: '#0070b0' },
      warning: { main: '#b14f05' },
      background: { default: '#f5f7fb' },
      text: { primary: '#1b2333' },
    },
    shape: { borderRadius: 8 },
    typography: { fontFamily, fontSize: 14, button: { textTransform: 'none', fontWeight: 600 } },
    components: {
      MuiMenu: { styleOverrides: { paper: { maxHeight: DROPDOWN_MAX_HEIGHT_PX } } },
      MuiAutocomplete: { styleOverrides: { listbox: { maxHeight: DROPDOWN_MAX_HEIGHT_PX } } },
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiTableCell: { styleOverrides: { head: { fontWeight: 700, whiteSpace: 'nowrap' } } },
    },
  },
  koKR,
);
