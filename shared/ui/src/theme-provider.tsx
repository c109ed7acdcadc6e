import type { ReactNode } from 'react';
import { ThemeProvider } from '@mui/material';
import { consoleTheme } from './theme';

/** A remote's parcel is its own React root: it re-provides the console theme with this. */
export function ConsoleThemeProvider({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={consoleTheme}>{children}</ThemeProvider>;
}
