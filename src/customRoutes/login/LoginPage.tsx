// The sign-in page inside react-admin (its `loginPage`), shown when a session ends while the
// console is open. Without a session at start-up main.tsx shows SignInScreen instead.
import { useLogin } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { getSession } from '../../authProvider/session';
import { LoginForm } from './LoginForm';

const LoginPage = () => {
  const login = useLogin();
  // A user already stored locally is sent to /dashboard.
  if (getSession()) return <Navigate to="/dashboard" replace />;
  return <LoginForm signIn={(credentials) => login(credentials, '/dashboard')} />;
};

export default LoginPage;
