// The left drawer (spec 1 §2), drawn from MENU_ITEMS. 'Ajustes' only for whoever may access
// 'settings' (spec 1 §6, authProvider.canAccess). Issue 7 §5: the code of each page it offers
// is fetched ahead of the click, one page per idle moment of the browser, and at once when
// the pointer (or the keyboard focus) rests on its entry.
import { useEffect, useState } from 'react';
import { Collapse, List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Menu as RaMenu, useCanAccess, useSidebarState } from 'react-admin';
import { useLocation } from 'react-router-dom';
import {
  MENU_GROUP_ICONS,
  MENU_ITEMS,
  visibleMenu,
  type MenuEntry,
  type MenuGroupName,
} from './menuItems';
import { preloadPage, type PageName } from '../pages';
import { whenIdle } from '../whenIdle';

/** Fetches the pages' code one idle moment at a time, until done or unmounted. */
const usePagesFetchedAhead = (names: readonly PageName[]) => {
  const key = names.join(',');
  useEffect(() => {
    const queue = key.split(',') as PageName[];
    let stopped = false;
    const next = () => {
      const name = queue.shift();
      if (stopped || !name) return;
      preloadPage(name);
      whenIdle(next);
    };
    whenIdle(next);
    return () => {
      stopped = true;
    };
  }, [key]);
};

const EntryLink = ({ entry, nested }: { entry: MenuEntry; nested?: boolean }) => {
  const Icon = entry.icon;
  return (
    <RaMenu.Item
      to={entry.path}
      primaryText={entry.label}
      leftIcon={<Icon />}
      sx={nested ? { pl: 4 } : undefined}
      onMouseEnter={() => preloadPage(entry.page)}
      onFocus={() => preloadPage(entry.page)}
    />
  );
};

const MenuGroup = ({ name, entries }: { name: MenuGroupName; entries: MenuEntry[] }) => {
  const { pathname } = useLocation();
  const [sidebarOpen] = useSidebarState();
  // A group starts open when the current page is one of its entries.
  const [open, setOpen] = useState(() => entries.some((e) => pathname.startsWith(e.path)));
  const Icon = MENU_GROUP_ICONS[name];
  return (
    <>
      <ListItemButton
        role="menuitem"
        onClick={() => setOpen(!open)}
        aria-expanded={open}
        sx={{ color: 'text.secondary', py: 0.75, px: 2 }}
      >
        <ListItemIcon sx={{ minWidth: 40 }}>
          <Icon />
        </ListItemIcon>
        {sidebarOpen && <ListItemText primary={name} />}
        {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List component="div" role="group" aria-label={name} disablePadding>
          {entries.map((entry) => (
            <EntryLink key={entry.path} entry={entry} nested={sidebarOpen} />
          ))}
        </List>
      </Collapse>
    </>
  );
};

export const Menu = () => {
  const { canAccess: isAdmin = false } = useCanAccess({ resource: 'settings', action: 'access' });
  const nodes = visibleMenu(MENU_ITEMS, isAdmin);
  usePagesFetchedAhead(
    nodes
      .flatMap((node) => (node.kind === 'item' ? [node.entry] : node.entries))
      .map((e) => e.page),
  );
  return (
    <RaMenu>
      {nodes.map((node) =>
        node.kind === 'item' ? (
          <EntryLink key={node.entry.path} entry={node.entry} />
        ) : (
          <MenuGroup key={node.name} name={node.name} entries={node.entries} />
        ),
      )}
    </RaMenu>
  );
};
