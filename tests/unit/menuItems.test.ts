import { describe, expect, it, vi } from 'vitest';
import type { ResourceDefinition } from 'react-admin';
import DashboardIcon from '@mui/icons-material/Dashboard';
import {
  menuEntries,
  visibleMenu,
  type MenuEntry,
  type ResourceMenuOptions,
} from '../../src/layout/menuItems';
import { pageMenuEntries } from '../../src/pages';
import notifications from '../../src/resources/notifications';
import campaigns from '../../src/resources/campaigns';
import countdown from '../../src/resources/countdown';
import { gomotorStock, grupolivaStock } from '../../src/resources/ownSites';
import webStock from '../../src/resources/webStock';
import aramisFrancia from '../../src/resources/aramisFrancia';
import cochesNet from '../../src/resources/cochesNet';
import history from '../../src/resources/history';
import renting from '../../src/resources/renting';
import stockQuiter from '../../src/resources/stockQuiter';
import motos from '../../src/resources/motos';
import csvFiles from '../../src/resources/csvFiles';
import users from '../../src/resources/users';
import wallapopAccounts from '../../src/resources/wallapopAccounts';
import type { DeclaredResource } from '../../src/resources/defineResource';
import type { ScreenLoader } from '../../src/screens';

/** Watches the loader of a resource's list screen. */
const watchList = (resource: DeclaredResource) =>
  vi.spyOn(resource.options.screens as { list: ScreenLoader }, 'list');

// Given in no particular order: the drawer orders the entries by their declared place.
const RESOURCES: ResourceDefinition<ResourceMenuOptions>[] = [
  users,
  motos,
  notifications,
  stockQuiter,
  campaigns,
  wallapopAccounts,
  countdown,
  history,
  grupolivaStock,
  gomotorStock,
  webStock,
  renting,
  cochesNet,
  aramisFrancia,
  csvFiles,
];

const ENTRIES = menuEntries(RESOURCES, pageMenuEntries);

const labels = (isAdmin: boolean) =>
  visibleMenu(ENTRIES, isAdmin).map((n) =>
    n.kind === 'item' ? n.entry.label : `${n.name}: ${n.entries.map((e) => e.label).join(', ')}`,
  );

const entry = (label: string, order: number, group?: MenuEntry['group']): MenuEntry => ({
  label,
  order,
  group,
  path: `/${label}`,
  icon: DashboardIcon,
  preload: () => Promise.resolve(),
});

describe('drawer entries', () => {
  it("shows 'Ajustes' to the administrator only", () => {
    const everyone = (control: string) => [
      'Dashboard',
      'Campañas: Campañas, CountDown Maker',
      'Webs Propias: Gomotor, Gomotor web, Grupo Oliva, Log GOmotor, Log Grupo Oliva',
      'Webs Externas: Aramis Francia, Coches.net, Alta en proveedor',
      control,
      'Renting',
      'Stock Quiter',
      'Motos',
      'Ficheros JSON Quiter',
      'Ficheros CSV',
      'Notificaciones',
    ];
    expect(labels(true)).toEqual([
      ...everyone('Control: Coherencia de canales, Historial de cambios'),
      'Ajustes: Usuarios, Wallapop, Corrección automática',
    ]);
    // The whole history of changes is for administrators; the drifts are for everyone.
    expect(labels(false)).toEqual(everyone('Control: Coherencia de canales'));
  });

  it('opens each resource at its own address and the Ajustes pages at theirs', () => {
    const paths = Object.fromEntries(ENTRIES.map((e) => [e.label, e.path]));
    expect(paths).toMatchObject({
      Usuarios: '/settings/users',
      Wallapop: '/settings/wallapop',
      'Stock Quiter': '/stock-general-quiter',
      'Coches.net': '/coches-net',
      'Ficheros CSV': '/subir-csv',
      Gomotor: '/stock-gomotor',
      'Gomotor web': '/gomotor',
      'Historial de cambios': '/historial',
    });
  });

  it('leaves out a resource without a place in the drawer', () => {
    const hidden = { name: 'portals', options: {} };
    expect(menuEntries([hidden], [])).toEqual([]);
  });

  it('places a group where its first entry stands and keeps the declared order', () => {
    const nodes = visibleMenu(
      menuEntries(
        [],
        [
          entry('Grupo Oliva', 32, 'Webs Propias'),
          entry('Stock Quiter', 70),
          entry('Gomotor', 30, 'Webs Propias'),
          entry('Dashboard', 10),
        ],
      ),
      false,
    );
    expect(nodes.map((n) => (n.kind === 'item' ? n.entry.label : n.name))).toEqual([
      'Dashboard',
      'Webs Propias',
      'Stock Quiter',
    ]);
    expect(nodes[1]).toMatchObject({ entries: [{ label: 'Gomotor' }, { label: 'Grupo Oliva' }] });
  });

  it('every path and every place is unique', () => {
    expect(new Set(ENTRIES.map((e) => e.path)).size).toBe(ENTRIES.length);
    expect(new Set(ENTRIES.map((e) => e.order)).size).toBe(ENTRIES.length);
  });

  it('every entry can fetch the code of the page it opens ahead of the click', async () => {
    for (const e of ENTRIES) expect(e.preload, e.label).toBeTypeOf('function');
    const list = watchList(notifications);
    await ENTRIES.find((e) => e.label === 'Notificaciones')!.preload();
    expect(list).toHaveBeenCalled();
  });
});
