import { consoleTheme } from './theme';

it('keeps dropdown lists at most 200 px high and uses the Korean locale', () => {
  expect(consoleTheme.components?.MuiMenu?.styleOverrides?.paper).toMatchObject({ maxHeight: 200 });
  expect(consoleTheme.components?.MuiAutocomplete?.styleOverrides?.listbox).toMatchObject({ maxHeight: 200 });
  expect(consoleTheme.components?.MuiTablePagination?.defaultProps?.labelRowsPerPage).toBe('페이지 당 행:');
});

/** WCAG relative luminance of a #rgb or #rrggbb colour. */
function luminance(colour: string) {
  const hex = colour.length === 4 ? colour.replace(/[0-9a-f]/gi, (digit) => digit + digit) : colour;
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}
const contrast = (a: string, b: string) => {
  const [first, second] = [luminance(a), luminance(b)];
  return (Math.max(first, second) + 0.05) / (Math.min(first, second) + 0.05);
};

it.each(['primary', 'secondary', 'info', 'warning', 'success', 'error'] as const)(
  'writes %s text at 4.5:1 or more on white, on the page background and under white text',
  (colour) => {
    const main = consoleTheme.palette[colour].main;
    expect(contrast(main, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(main, consoleTheme.palette.background.default)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(consoleTheme.palette[colour].contrastText, main)).toBeGreaterThanOrEqual(4.5);
  },
);

// The shell's build gives Material UI's createTheme and ThemeProvider stand-ins for their CSS
// theme variables variants (scripts/provided-subsets.cjs): the console's theme must not need them.
it('is a theme without CSS variables or colour schemes, which the browser build leaves out', () => {
  expect('colorSchemes' in consoleTheme).toBe(false);
  expect('vars' in consoleTheme && consoleTheme.vars).toBeFalsy();
  expect('cssVariables' in consoleTheme && consoleTheme.cssVariables).toBeFalsy();
});
