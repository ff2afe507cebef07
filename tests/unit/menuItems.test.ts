import { describe, expect, it } from 'vitest';
import { MENU_ITEMS, visibleMenu, type MenuEntry } from '../../src/layout/menuItems';
import { pages } from '../../src/pages';

const labels = (isAdmin: boolean) =>
  visibleMenu(MENU_ITEMS, isAdmin).map((n) =>
    n.kind === 'item' ? n.entry.label : `${n.name}: ${n.entries.map((e) => e.label).join(', ')}`,
  );

describe('drawer entries (spec 1 §2, §6)', () => {
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

  it('places a group where its first entry stands and keeps the list order', () => {
    const Icon = MENU_ITEMS[0].icon;
    const entries: MenuEntry[] = [
      { label: 'Dashboard', path: '/dashboard', icon: Icon, page: 'dashboard' },
      { label: 'Gomotor', path: '/gomotor', icon: Icon, page: 'csvFiles', group: 'Webs Propias' },
      { label: 'Stock Quiter', path: '/stock-general-quiter', icon: Icon, page: 'stockGeneral' },
      {
        label: 'Grupo Oliva',
        path: '/stock-grupoliva',
        icon: Icon,
        page: 'csvFiles',
        group: 'Webs Propias',
      },
    ];
    const nodes = visibleMenu(entries, false);
    expect(nodes.map((n) => (n.kind === 'item' ? n.entry.label : n.name))).toEqual([
      'Dashboard',
      'Webs Propias',
      'Stock Quiter',
    ]);
    expect(nodes[1]).toMatchObject({ entries: [{ label: 'Gomotor' }, { label: 'Grupo Oliva' }] });
  });

  it('every path is unique', () => {
    expect(new Set(MENU_ITEMS.map((e) => e.path)).size).toBe(MENU_ITEMS.length);
  });

  it('every entry names the page it opens, so its code can be fetched ahead (issue 7 §5)', () => {
    for (const entry of MENU_ITEMS) expect(Object.keys(pages), entry.label).toContain(entry.page);
  });
});
