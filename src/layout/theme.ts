// The console theme: the brand (./brand.ts) over react-admin's defaults; MUI texts in
// Spanish (esES). Whoever asked their system for less motion gets it without animations
// (./motion.ts).
import { esES } from '@mui/material/locale';
import { createTheme } from '@mui/material/styles';
import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { config } from '../config';
import { brand } from './brand';
import { withMotionPreference } from './motion';

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
    // On a phone (390 px) a list keeps the screen's width (react-admin's flex row let its main
    // column grow to the table's width) and every DataTable scrolls sideways inside its card rather
    // than being cut off by it. The list's content itself must not clip: the bulk-actions bar sits
    // above it.
    RaList: {
      styleOverrides: { root: { '& .RaList-main': { minWidth: 0 } } },
    },
    // A list's actions wrap onto a second line on a narrow screen instead of running off its
    // left edge (at 390 px the motos' 'Importar a WordPress' was out of reach).
    RaTopToolbar: { styleOverrides: { root: { flexWrap: 'wrap' } } },
    RaDataTable: {
      styleOverrides: { root: { '& .RaDataTable-tableWrapper': { overflowX: 'auto' } } },
    },
    // Our SkipLink (./SkipLink.tsx) is the skip button.
    RaSkipNavigationButton: { styleOverrides: { root: { display: 'none' } } },
    // The main content has the focus after 'Saltar al contenido': no outline around the page.
    RaLayout: {
      styleOverrides: {
        root: {
          // On a phone (390 px): react-admin lets the layout grow to its widest content (min-width:
          // fit-content), so one wide table widened the whole page. The page keeps the screen's
          // width and wide tables scroll inside their card.
          minWidth: 0,
          '& #main-content': { minWidth: 0, outline: 'none' },
        },
      },
    },
  },
};

/** The theme handed to <Admin>; the esES locale translates MUI's own texts. */
export const theme = createTheme(withMotionPreference(themeOptions), esES) as RaThemeOptions;
