// The left drawer, built from the registered resources (each declares its place, its
// resource folder's `menu`) and the custom pages (src/pages.ts). 'Ajustes' only for whoever
// may access 'settings' (authProvider.canAccess). The code of each page it offers is fetched
// ahead of the click, one page per idle moment of the browser, and at once when the pointer
// (or the keyboard focus) rests on its entry.
import { useEffect, useMemo, useState } from 'react';
import { Collapse, List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Menu as RaMenu, useCanAccess, useResourceDefinitions, useSidebarState } from 'react-admin';
import { useLocation } from 'react-router-dom';
import {
  MENU_GROUP_ICONS,
  menuEntries,
  visibleMenu,
  type MenuEntry,
  type MenuGroupName,
  type ResourceMenuOptions,
} from './menuItems';
import { pageMenuEntries } from '../pages';
import { whenIdle } from '../whenIdle';

/** Fetches the pages' code one idle moment at a time, until done or unmounted. */
const usePagesFetchedAhead = (entries: readonly MenuEntry[]) => {
  const key = entries.map((e) => e.path).join(',');
  useEffect(() => {
    const queue = [...entries];
    const next = () => {
      const entry = queue.shift();
      if (!entry) return;
      void entry.preload();
      cancel = whenIdle(next);
    };
    // The idle moment waited for now: each one queues the next.
    let cancel = whenIdle(next);
    return () => cancel();
    // The entries change only with the paths they open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
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
      onMouseEnter={() => void entry.preload()}
      onFocus={() => void entry.preload()}
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
  const resources = useResourceDefinitions<ResourceMenuOptions>();
  const entries = useMemo(
    () => menuEntries(Object.values(resources), pageMenuEntries),
    [resources],
  );
  const nodes = visibleMenu(entries, isAdmin);
  usePagesFetchedAhead(
    nodes.flatMap((node) => (node.kind === 'item' ? [node.entry] : node.entries)),
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
