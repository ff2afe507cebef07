// A calm professional theme: dealer blue for primary actions, a red-orange secondary that
// spec 1 §4 uses for 'Error' portal chips; MUI texts in Spanish (esES).
import { esES } from '@mui/material/locale';
import { createTheme } from '@mui/material/styles';
import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { config } from '../config';

export const themeOptions: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    mode: 'light',
    primary: { main: '#1f4e8c', light: '#4f79b8', dark: '#12325e', contrastText: '#ffffff' },
    secondary: { main: '#d9480f', light: '#f0703f', dark: '#a33305', contrastText: '#ffffff' },
    background: { default: '#f4f6f9', paper: '#ffffff' },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: '"Roboto", "Segoe UI", "Helvetica Neue", Arial, sans-serif',
  },
  sidebar: { width: config.drawerWidth, closedWidth: 56 },
  components: {
    ...defaultTheme.components,
    MuiAppBar: { styleOverrides: { root: { boxShadow: 'none' } } },
    MuiPaper: {
      defaultProps: { elevation: 0 },
      styleOverrides: { root: { backgroundImage: 'none' } },
    },
    MuiCard: { styleOverrides: { root: { border: '1px solid #e1e5eb' } } },
  },
};

/** The theme handed to <Admin>; the esES locale translates MUI's own texts. */
export const theme = createTheme(themeOptions, esES) as RaThemeOptions;
