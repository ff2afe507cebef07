// The product's colours and type, free of react-admin so that the standalone sign-in screen can use
// them without downloading the console. Secondary (red-orange) is the colour of the 'Error' portal
// chips.
import type { ThemeOptions } from '@mui/material/styles';

export const brand = {
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
} satisfies ThemeOptions;
