// The console theme: the brand (./brand.ts) over react-admin's defaults; MUI texts in
// Spanish (esES).
import { esES } from '@mui/material/locale';
import { createTheme } from '@mui/material/styles';
import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { config } from '../config';
import { brand } from './brand';

export const themeOptions: RaThemeOptions = {
  ...defaultTheme,
  ...brand,
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
