// A resource declared in one place, its folder's index: its screens (each a lazy chunk), icon,
// record representation, place in the drawer and extra routes. What comes out are the props
// of react-admin's <Resource>, so App.tsx has one line per resource and the drawer reads the
// menu places from the registered resources (layout/Menu.tsx).
import { Fragment, createElement, useState, type ComponentType, type ReactNode } from 'react';
import type { SvgIconComponent } from '@mui/icons-material';
import { CanAccess, type ResourceProps } from 'react-admin';
import { Route, useLocation } from 'react-router-dom';
import { AccessDenied } from '../layout/AccessDenied';
import type { MenuPlace, ResourceMenuOptions } from '../layout/menuItems';
import { registerScreenPath, screen, type Screen, type ScreenLoader } from '../screens';

const SCREEN_KINDS = ['list', 'edit', 'create', 'show'] as const;
type ScreenKind = (typeof SCREEN_KINDS)[number];

/** Where react-admin opens each kind of screen of a resource. */
const SCREEN_PATHS: Record<ScreenKind, (name: string) => string> = {
  list: (name) => `/${name}`,
  create: (name) => `/${name}/create`,
  edit: (name) => `/${name}/:id`,
  show: (name) => `/${name}/:id/show`,
};

export type ResourceScreens = Partial<Record<ScreenKind, ScreenLoader>>;

export interface ResourceDeclaration<RecordType> {
  /** The resource's name, which is also its address (/name, /name/:id). */
  name: string;
  /** The lazy loaders of its screens. */
  screens: ResourceScreens;
  icon: SvgIconComponent;
  recordRepresentation?: (record: RecordType) => string;
  /** Its entry in the drawer, if it has one. */
  menu?: MenuPlace;
  /**
   * Starts reading the list's data as its route renders, while the list's code still loads,
   * rather than once the list has mounted. Gets the address's query string.
   */
  readAhead?: (search: string) => void;
  /**
   * The resource canAccess is asked about before any screen mounts: for other users the
   * screen is not even mounted (it would ask the API for its data first).
   */
  access?: string;
  /** Extra screens at their own sub-address (e.g. 'new-car'), each lazy as well. */
  routes?: Record<string, ScreenLoader>;
  /** Other routes of the resource (redirections). */
  children?: ReactNode;
}

export interface DeclaredResource extends ResourceProps {
  options: ResourceMenuOptions;
}

const withReadAhead = (Page: ComponentType, readAhead: (search: string) => void) => {
  const ReadingAhead = () => {
    const { search } = useLocation();
    useState(() => readAhead(search));
    return createElement(Page);
  };
  return ReadingAhead;
};

/** The page, mounted only for whoever may do `action` on `resource` (authProvider.canAccess). */
export const behindAccess = (Page: ComponentType, resource: string, action: string) => {
  const Guarded = () => (
    <CanAccess resource={resource} action={action} accessDenied={<AccessDenied />}>
      <Page />
    </CanAccess>
  );
  return Guarded;
};

/** Builds a resource's <Resource> props. Called once per resource, at module load. */
export const defineResource = <RecordType,>(
  declaration: ResourceDeclaration<RecordType>,
): DeclaredResource => {
  const { name, screens, access, readAhead } = declaration;
  const guard = (Page: ComponentType, action: string) =>
    access ? behindAccess(Page, access, action) : Page;
  const built: Partial<Record<ScreenKind, ComponentType>> = {};
  let list: Screen | undefined;
  for (const kind of SCREEN_KINDS) {
    if (!screens[kind]) continue;
    // Looked up when loaded, not now: a test may watch the loader.
    const opened = screen(() => screens[kind]!());
    let Page: ComponentType = opened.Component;
    // Known by its address, so a console opened there loads its code with the console's.
    registerScreenPath(SCREEN_PATHS[kind](name), opened);
    if (kind === 'list') {
      list = opened;
      if (readAhead) Page = withReadAhead(Page, readAhead);
    }
    built[kind] = guard(Page, kind);
  }
  const extraRoutes = Object.entries(declaration.routes ?? {}).map(([path, load]) => {
    const opened = screen(load);
    registerScreenPath(`/${name}/${path}`, opened);
    const Page = guard(opened.Component, 'show');
    return createElement(Route, { key: path, path, element: createElement(Page) });
  });
  return {
    name,
    ...built,
    icon: declaration.icon,
    recordRepresentation: declaration.recordRepresentation,
    options: { menu: declaration.menu, preload: list?.preload, screens },
    children: createElement(Fragment, null, ...extraRoutes, declaration.children),
  };
};
