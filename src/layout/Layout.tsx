// react-admin's layout with our top bar and drawer (width 240 from the theme), after the skip link,
// the first Tab stop of every page.
import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { AppBar } from './AppBar';
import { Menu } from './Menu';
import { SkipLink } from './SkipLink';

export const Layout = ({ children }: { children: ReactNode }) => (
  <>
    <SkipLink />
    <RaLayout appBar={AppBar} menu={Menu}>
      {children}
    </RaLayout>
  </>
);
