// react-admin's layout with our top bar and drawer (width 240 from the theme), after the skip link,
// the first Tab stop of every page. The drawer's entries are drawn right after the page's first
// frame (useSecondTurn.ts): a typed address paints its page's data without waiting for them.
import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { AppBar } from './AppBar';
import { Menu } from './Menu';
import { SkipLink } from './SkipLink';
import { SecondTurn } from './useSecondTurn';

const MenuAfterFirstFrame = () => (
  <SecondTurn>
    <Menu />
  </SecondTurn>
);

export const Layout = ({ children }: { children: ReactNode }) => (
  <>
    <SkipLink />
    <RaLayout appBar={AppBar} menu={MenuAfterFirstFrame}>
      {children}
    </RaLayout>
  </>
);
