// Top bar: the product name, the notification bell and the user menu (the bell, the loading
// indicator and the user menu drawn right after the page's first frame: useSecondTurn.ts).
import { forwardRef } from 'react';
import { ListItemIcon, ListItemText, MenuItem, Typography } from '@mui/material';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import {
  AppBar as RaAppBar,
  LoadingIndicator,
  Logout,
  TitlePortal,
  UserMenu,
  useUserMenu,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { NotificationBell } from './NotificationBell';
import { SecondTurn } from './useSecondTurn';

// forwardRef: MUI's Menu passes a ref to its items for keyboard focus.
const MyAccountMenuItem = forwardRef<HTMLAnchorElement>((props, ref) => {
  const userMenu = useUserMenu();
  return (
    <MenuItem
      {...props}
      ref={ref}
      component={Link}
      to="/mi-cuenta"
      onClick={() => userMenu?.onClose()}
    >
      <ListItemIcon>
        <AccountCircleIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>Mi cuenta</ListItemText>
    </MenuItem>
  );
});
MyAccountMenuItem.displayName = 'MyAccountMenuItem';

const AppUserMenu = () => (
  <SecondTurn>
    <UserMenu>
      <MyAccountMenuItem />
      <Logout />
    </UserMenu>
  </SecondTurn>
);

export const AppBar = () => (
  <RaAppBar
    color="primary"
    userMenu={<AppUserMenu />}
    toolbar={
      <SecondTurn>
        <LoadingIndicator sx={{ display: { xs: 'none', sm: 'inline-flex' } }} />
        <NotificationBell />
      </SecondTurn>
    }
  >
    {/* On a phone (390 px) the page's title takes the brand's place, so the
        bell and the user menu always keep theirs; a long title ends in an ellipsis. */}
    <Typography
      variant="h6"
      component="span"
      noWrap
      sx={{ fontWeight: 600, letterSpacing: 0.3, display: { xs: 'none', sm: 'block' } }}
    >
      Multipublicador
    </Typography>
    {/* The page's own <Title> lands here, after a separator when there is one. */}
    <TitlePortal
      variant="subtitle1"
      sx={{
        minWidth: 0,
        opacity: 0.85,
        '&:not(:empty)::before': { content: '"·"', mx: 1, display: { xs: 'none', sm: 'inline' } },
      }}
    />
  </RaAppBar>
);
