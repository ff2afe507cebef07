// A console opened on a vehicle's edit page (renting, an own site) asks for the vehicle while it
// loads (main.tsx, dataProvider/earlyRead.ts). Once that answer has arrived, the edit page draws
// the vehicle in its first render and does not read it again; still on its way, the page's read
// takes it.
import { useLayoutEffect, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ResourceContextProvider, useAuthState } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { readEarly, takeEarly } from '../../src/dataProvider/earlyRead';
import RentingEdit from '../../src/resources/renting/RentingEdit';
import { OwnSiteEdit } from '../../src/resources/ownSites/OwnSiteEdit';
import { GRUPOLIVA_CONFIG } from '../../src/domain/ownSites/sites';
import { saleVehicle, serveSite } from './ownSitesEditFixtures';
import { blankRentingVehicle } from '../../src/domain/renting/blank';
import { server } from './msw';
import { api, renderWithAdmin } from './utils';

const VEHICLE = {
  ...blankRentingVehicle(),
  _id: 'r1',
  marca: 'KIA',
  modelo: 'Niro',
  color: 'Blanco',
};

/** Notes, in the first commit (before any effect), whether the vehicle's `value` is on screen. */
const FirstCommit = ({ seen, value = 'KIA' }: { seen: boolean[]; value?: string }) => {
  useLayoutEffect(() => {
    seen.push(screen.queryByDisplayValue(value) !== null);
  }, [seen, value]);
  return null;
};

/** The console's pages are drawn once the stored session is checked (App's requireAuth). */
const SignedIn = ({ children }: { children: ReactNode }) =>
  useAuthState().isPending ? null : children;

/** The API; the vehicle's answer waits for `arrive` when held. */
const serve = (held = false) => {
  const reads: string[] = [];
  let arrive = () => undefined as void;
  const arrived = held ? new Promise<void>((resolve) => (arrive = resolve)) : undefined;
  server.use(
    http.get(api('/renting/providers'), () => HttpResponse.json([])),
    http.get(api('/renting/vehicles/:id'), async ({ params }) => {
      reads.push(String(params.id));
      await arrived;
      return HttpResponse.json(VEHICLE);
    }),
  );
  return { reads, arrive };
};

const renderEdit = (seen: boolean[]) =>
  renderWithAdmin(
    <ResourceContextProvider value="stock-renting">
      <Routes>
        <Route
          path="/stock-renting/:id/*"
          element={
            <SignedIn>
              <RentingEdit />
              <FirstCommit seen={seen} />
            </SignedIn>
          }
        />
      </Routes>
    </ResourceContextProvider>,
    { route: '/stock-renting/r1' },
  );

afterEach(() => void takeEarly('/renting/vehicles/r1'));

describe("the renting edit page's record read early", () => {
  it('is drawn in the first render once it has arrived, and not read again', async () => {
    const { reads } = serve();
    readEarly('/renting/vehicles/r1');
    await expect.poll(() => reads.length).toBe(1);
    // The answer is read and its promise settles.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const seen: boolean[] = [];
    renderEdit(seen);
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen).toEqual([true]);
    expect(await screen.findByRole('heading', { name: 'Editar KIA Niro' })).toBeInTheDocument();
    expect(reads).toEqual(['r1']);
  });

  it('still on its way, is taken by the page’s read: drawn when it comes, read once', async () => {
    const { reads, arrive } = serve(true);
    readEarly('/renting/vehicles/r1');
    const seen: boolean[] = [];
    renderEdit(seen);
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen).toEqual([false]);
    arrive();
    expect(await screen.findByDisplayValue('KIA')).toBeInTheDocument();
    expect(reads).toEqual(['r1']);
  });
});

describe("an own site's edit page record read early", () => {
  afterEach(() => void takeEarly('/grupoliva/100234'));

  it('is drawn in the first render once it has arrived, and not read again', async () => {
    const calls = serveSite('grupoliva', saleVehicle());
    readEarly('/grupoliva/100234');
    await expect.poll(() => calls.get.length).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const seen: boolean[] = [];
    renderWithAdmin(
      <ResourceContextProvider value="stock-grupoliva">
        <Routes>
          <Route
            path="/stock-grupoliva/:id/*"
            element={
              <SignedIn>
                <OwnSiteEdit config={GRUPOLIVA_CONFIG} />
                <FirstCommit seen={seen} value="León" />
              </SignedIn>
            }
          />
        </Routes>
      </ResourceContextProvider>,
      { route: '/stock-grupoliva/100234' },
    );
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen).toEqual([true]);
    expect(await screen.findByRole('heading', { name: 'Editar IDV: 100234' })).toBeInTheDocument();
    expect(calls.get).toEqual(['100234']);
  });
});
