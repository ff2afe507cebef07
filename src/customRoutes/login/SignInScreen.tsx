// The sign-in screen shown when the console starts without a session (spec 1 §2: every
// route redirects to /login). It imports no react-admin, so /login stays a small download;
// spec 1 §4: success stores the session and reloads the page — into the full console.
import { CssBaseline } from '@mui/material';
import { esES } from '@mui/material/locale';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { authProvider } from '../../authProvider';
import { brand } from '../../layout/brand';
import { LoginForm } from './LoginForm';

const theme = createTheme(brand, esES);

export const DASHBOARD_PATH = '/dashboard';

const reloadIntoDashboard = () => window.location.replace(DASHBOARD_PATH);

const SignInScreen = ({ onSignedIn = reloadIntoDashboard }: { onSignedIn?: () => void }) => (
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

export default SignInScreen;
