// The drawer's entries, read from where each screen is declared: a resource's folder
// (src/resources/<name>/index.ts, its `menu`) or a custom page (src/pages.ts). Each says its
// label, icon, group and `order`; the drawer sorts them by that order and shows the entries
// of a group together, collapsible, where the group's first entry stands.
//
// The order, in tens: 10 Dashboard, 20 Campañas, 30 Webs Propias, 40 Webs Externas, 50 Control,
// 60 Renting, 70 Stock Quiter, 80 Motos, 90 JSON Quiter, 100 CSV, 110 Notificaciones,
// 120 Ajustes (the entries of a group take the units: 31, 32…).
import type { SvgIconComponent } from '@mui/icons-material';
import CampaignIcon from '@mui/icons-material/Campaign';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import LanguageIcon from '@mui/icons-material/Language';
import PublicIcon from '@mui/icons-material/Public';
import SettingsIcon from '@mui/icons-material/Settings';
import type { ResourceDefinition } from 'react-admin';
import type { ScreenLoader } from '../screens';

export type MenuGroupName = 'Campañas' | 'Webs Propias' | 'Webs Externas' | 'Control' | 'Ajustes';

export const MENU_GROUP_ICONS: Record<MenuGroupName, SvgIconComponent> = {
  Campañas: CampaignIcon,
  'Webs Propias': LanguageIcon,
  'Webs Externas': PublicIcon,
  Control: FactCheckIcon,
  Ajustes: SettingsIcon,
};

/** Where a screen sits in the drawer. */
export interface MenuPlace {
  label: string;
  /** Its position (see above). */
  order: number;
  group?: MenuGroupName;
  /** Shown only to the administrator. */
  adminOnly?: boolean;
  /** The icon, when not the resource's own. */
  icon?: SvgIconComponent;
}

/** What a resource declared with defineResource keeps in its <Resource> options. */
export interface ResourceMenuOptions {
  menu?: MenuPlace;
  /** Fetches the code of its list ahead of the click. */
  preload?: () => Promise<unknown>;
  screens?: Partial<Record<string, ScreenLoader>>;
}

export interface MenuEntry extends MenuPlace {
  path: string;
  icon: SvgIconComponent;
  /** Fetches the code of the page it opens ahead of the click. */
  preload: () => Promise<unknown>;
}

const nothingToLoad = () => Promise.resolve();

/** The entries of the resources that have a place in the drawer, and of the custom pages. */
export const menuEntries = (
  resources: readonly ResourceDefinition<ResourceMenuOptions>[],
  pages: readonly MenuEntry[],
): MenuEntry[] => {
  const fromResources = resources.flatMap((resource): MenuEntry[] => {
    const menu = resource.options?.menu;
    if (!menu) return [];
    return [
      {
        ...menu,
        path: `/${resource.name}`,
        icon: menu.icon ?? (resource.icon as SvgIconComponent),
        preload: resource.options?.preload ?? nothingToLoad,
      },
    ];
  });
  return [...fromResources, ...pages].sort((a, b) => a.order - b.order);
};

export type MenuNode =
  { kind: 'item'; entry: MenuEntry } | { kind: 'group'; name: MenuGroupName; entries: MenuEntry[] };

/**
 * What the drawer shows: admin-only entries are dropped unless `isAdmin`, groups are
 * placed where their first visible entry stands, and an empty group disappears.
 */
export const visibleMenu = (entries: readonly MenuEntry[], isAdmin: boolean): MenuNode[] => {
  const nodes: MenuNode[] = [];
  for (const entry of entries) {
    if (entry.adminOnly && !isAdmin) continue;
    if (!entry.group) {
      nodes.push({ kind: 'item', entry });
      continue;
    }
    const group = nodes.find(
      (n): n is Extract<MenuNode, { kind: 'group' }> =>
        n.kind === 'group' && n.name === entry.group,
    );
    if (group) group.entries.push(entry);
    else nodes.push({ kind: 'group', name: entry.group, entries: [entry] });
  }
  return nodes;
};
