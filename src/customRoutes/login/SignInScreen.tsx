// The sign-in screen shown when the console starts without a session (every route redirects to
// /login). It imports no react-admin, so /login stays a small download; the console's code is
// fetched while the form is filled in (fetchAhead), and success (the session stored, the page
// "reloaded" into the console) is main.tsx's to show: by default a real reload.
import { useEffect } from 'react';
import { CssBaseline } from '@mui/material';
import { esES } from '@mui/material/locale';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { authProvider } from '../../authProvider';
import { brand } from '../../layout/brand';
import { withMotionPreference } from '../../layout/motion';
import { whenIdle } from '../../whenIdle';
import { LoginForm } from './LoginForm';

const theme = createTheme(withMotionPreference(brand), esES);

export const DASHBOARD_PATH = '/dashboard';

const reloadIntoDashboard = () => window.location.replace(DASHBOARD_PATH);

export interface SignInScreenProps {
  /** Called once the session is stored. */
  onSignedIn?: () => void;
  /** Called once the form is shown and the browser idle: fetch what comes next. */
  fetchAhead?: () => void;
}

const SignInScreen = ({ onSignedIn = reloadIntoDashboard, fetchAhead }: SignInScreenProps) => {
  useEffect(() => {
    if (fetchAhead) return whenIdle(fetchAhead);
  }, [fetchAhead]);

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <LoginForm
        signIn={async (credentials) => {
          await authProvider.login(credentials);
          onSignedIn();
        }}
      />
    </ThemeProvider>
  );
};

export default SignInScreen;
