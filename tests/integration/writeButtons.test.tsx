// One click, one write, on every screen (writeButtons.cases.tsx holds the table: a new
// screen adds one line). Each button is clicked twice in the same tick (before React draws
// it again) and twice in quick succession; while the write's answer is held back exactly one
// write request has been sent and the button is off and says it is working; once answered,
// one action's writes went and no more. A create carries an Idempotency-Key.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import StockGeneralPage from '../../src/resources/stockQuiter/StockGeneralPage';
import { server } from './msw';
import { serveStockAndChannels } from './stockGeneral.fixtures';
import { renderWithAdmin } from './utils';
import { WRITE_BUTTON_CASES, type WriteButtonCase } from './writeButtons.cases';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The case's write requests, recorded and answered only once `release` is called. */
const holdWrites = ({ write }: WriteButtonCase) => {
  const requests: Request[] = [];
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http[write.method](write.path, async ({ request }) => {
      requests.push(request.clone());
      await released;
      const body = write.answer ? await write.answer(request) : {};
      return HttpResponse.json(body as Record<string, unknown>, { status: write.status ?? 200 });
    }),
  );
  return { requests, release };
};

/** Off (disabled, or aria-disabled for a chip), and showing it works: a spinner or aria-busy. */
const expectWorking = (element: HTMLElement) => {
  expect(element.matches(':disabled') || element.getAttribute('aria-disabled') === 'true').toBe(
    true,
  );
  const spinner = element.querySelector('[role="progressbar"]');
  expect(spinner !== null || element.getAttribute('aria-busy') === 'true').toBe(true);
};

const CLICKS = {
  'two clicks in the same tick': async (button: HTMLElement) => {
    await act(async () => {
      button.click();
      button.click();
    });
  },
  'two quick clicks': async (button: HTMLElement) => {
    // The second click may meet the button already off: that is the point, not an error.
    await userEvent.setup({ pointerEventsCheck: 0 }).dblClick(button);
  },
} as const;

afterEach(() => vi.restoreAllMocks());

describe.each(WRITE_BUTTON_CASES)('$name', (entry) => {
  it.each(Object.keys(CLICKS) as (keyof typeof CLICKS)[])(
    '%s: one write, the button working until its answer',
    async (clicks) => {
      entry.serve?.();
      // After the reads: msw asks the handlers added last first.
      const writes = holdWrites(entry);
      entry.render();
      const button = await entry.button(userEvent.setup());
      await waitFor(() => expect(button).toBeEnabled());
      await CLICKS[clicks](button);
      await waitFor(() => expect(writes.requests.length).toBeGreaterThan(0));
      await pause(50);
      expect(writes.requests).toHaveLength(1);
      expectWorking(entry.busy?.() ?? button);
      if (entry.creates) {
        expect(writes.requests[0]!.headers.get('idempotency-key')).toMatch(UUID);
      }
      writes.release();
      const expected = entry.writesPerAction ?? 1;
      await waitFor(() => expect(writes.requests).toHaveLength(expected));
      await pause(100);
      expect(writes.requests).toHaveLength(expected);
      await entry.settled?.();
    },
    // Some of these screens are whole forms: slow to draw on a busy machine.
    60_000,
  );
});

describe('a create page that leaves once saved', () => {
  it.each(
    WRITE_BUTTON_CASES.filter((entry) =>
      ["Renting: 'Guardar Vehículo' (create)", "GOmotor: 'Guardar' (new car)"].includes(entry.name),
    ),
  )(
    '$name: a second click after a quick answer creates nothing more',
    async (entry) => {
      entry.serve?.();
      const writes = holdWrites(entry);
      writes.release();
      entry.render();
      const button = await entry.button(userEvent.setup());
      await waitFor(() => expect(button).toBeEnabled());
      await userEvent.setup().click(button);
      await waitFor(() => expect(writes.requests).toHaveLength(1));
      // The answer came: the page waits to leave, and its button stays off meanwhile.
      await waitFor(() => expect(button).toBeDisabled());
      await userEvent.setup({ pointerEventsCheck: 0 }).click(button);
      await pause(100);
      expect(writes.requests).toHaveLength(1);
    },
    60_000,
  );
});

describe("'Enviar' with vehicles a channel's rule leaves out", () => {
  it('a double click opens the confirmation and leaves it open; its answer sends once', async () => {
    const { calls } = serveStockAndChannels();
    renderWithAdmin(
      <Routes>
        <Route path="/stock-general-quiter" element={<StockGeneralPage />} />
      </Routes>,
      { route: '/stock-general-quiter' },
    );
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await screen.findByText('1005');
    const row = (idv: string) =>
      within(screen.getByRole('table', { name: 'Vehículos del stock' }))
        .getAllByRole('row')
        .find((r) => within(r).queryAllByRole('cell')[1]?.textContent === idv) as HTMLElement;
    // 1005 is reserved: Wallapop's rule leaves it out.
    await user.click(within(row('1005')).getByRole('checkbox'));
    await user.click(within(row('1007')).getByRole('checkbox'));
    const panel = screen.getByRole('region', { name: 'Enviar a canales' });
    await user.click(within(panel).getByRole('checkbox', { name: 'Wallapop' }));
    const send = within(panel).getByRole('button', { name: 'Enviar' });
    await user.dblClick(send);
    const dialog = await screen.findByRole('dialog', {
      name: 'Vehículos que los canales no aceptan',
    });
    // In a browser the second click lands where the button was: on the dialog's backdrop.
    const backdrop = document.querySelector<HTMLElement>('.MuiDialog-container');
    if (!backdrop) throw new Error('sin fondo del diálogo');
    await user.click(backdrop);
    await pause(300);
    expect(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Omitirlos y enviar' }),
    ).toBeVisible();
    // Busy while it asks.
    expectWorking(within(panel).getByRole('button', { name: 'Enviar', hidden: true }));
    const skip = within(dialog).getByRole('button', { name: 'Omitirlos y enviar' });
    await act(async () => {
      skip.click();
      skip.click();
    });
    await waitFor(() => expect(calls.filter((c) => c.startsWith('create'))).toHaveLength(1));
    await pause(200);
    expect(calls.filter((c) => c.startsWith('create'))).toEqual(['create wallapop 1007']);
  }, 60_000);
});
