// The first Tab stop of every page, 'Saltar al contenido', moves the focus past the top bar and the
// drawer to the page itself (react-admin's #main-content), so its main actions are a few Tab
// presses away. It replaces react-admin's own skip button (hidden in theme.ts), which focused the
// content and let go of it at once.
import type { MouseEvent } from 'react';
import { Link } from '@mui/material';

export const MAIN_CONTENT_ID = 'main-content';

const focusMainContent = (event: MouseEvent<HTMLAnchorElement>) => {
  const main = document.getElementById(MAIN_CONTENT_ID);
  if (!main) return;
  // Not a navigation: the address keeps the page's own state.
  event.preventDefault();
  main.tabIndex = -1;
  main.focus();
};

export const SkipLink = () => (
  <Link
    href={`#${MAIN_CONTENT_ID}`}
    onClick={focusMainContent}
    sx={{
      position: 'fixed',
      top: 8,
      left: 8,
      zIndex: (theme) => theme.zIndex.tooltip + 1,
      px: 2,
      py: 1,
      borderRadius: 1,
      bgcolor: 'background.paper',
      color: 'primary.main',
      fontWeight: 600,
      boxShadow: 3,
      // Off screen until focused (a visually hidden first Tab stop).
      transform: 'translateY(-200%)',
      '&:focus': { transform: 'none' },
    }}
  >
    Saltar al contenido
  </Link>
);
