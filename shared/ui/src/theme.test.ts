import { consoleTheme } from './theme';

it('keeps dropdown lists at most 200 px high and uses the Korean locale', () => {
  expect(consoleTheme.components?.MuiMenu?.styleOverrides?.paper).toMatchObject({ maxHeight: 200 });
  expect(consoleTheme.components?.MuiAutocomplete?.styleOverrides?.listbox).toMatchObject({ maxHeight: 200 });
  expect(consoleTheme.components?.MuiTablePagination?.defaultProps?.labelRowsPerPage).toBe('페이지 당 행:');
});
