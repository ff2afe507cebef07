// The own sites' bulk actions panel: the actions of each site, the process record that disables it,
// the confirmation, the requests it sends through the sale stock provider, and what the user is
// told afterwards.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Notification } from 'react-admin';
import {
  GOMOTOR_BULK_ACTIONS,
  GOMOTOR_CONFIG,
  GRUPOLIVA_BULK_ACTIONS,
  GRUPOLIVA_CONFIG,
  type OwnSiteConfig,
} from '../../src/domain/ownSites';
import { BulkActionsPanel } from '../../src/resources/ownSites/BulkActionsPanel';
import { silenceDataProviderErrors } from './consoleErrors';
import { server } from './msw';
import { api, renderWithAdmin } from './utils';

const SELECTED = ['v1', 'v2', 'v3'];

const IDLE = { _id: 'bulk', active: false, action: '', user: '', startedAt: null, expiresAt: null };

interface Sent {
  path: string;
  body: unknown;
}

/** Serves the process record, the campaigns and the bulk routes; records what was posted. */
const serveBulk = ({
  process = IDLE as object,
  campaigns = [] as object[],
  answer = (): Response =>
    HttpResponse.json({ message: 'ok', count: 3, updateIdvs: ['1', '2', '3'] }),
} = {}) => {
  const sent: Sent[] = [];
  server.use(
    http.get(api('/process/bulk'), () => HttpResponse.json(process)),
    http.get(api('/campaigns'), () => HttpResponse.json(campaigns)),
    http.post(api('/:site/:operation'), async ({ request, params }) => {
      sent.push({
        path: `/${String(params.site)}/${String(params.operation)}`,
        body: await request.json(),
      });
      return answer();
    }),
  );
  return sent;
};

const renderPanel = (config: OwnSiteConfig = GOMOTOR_CONFIG, onDone = vi.fn()) => {
  renderWithAdmin(
    <>
      <BulkActionsPanel config={config} selectedIds={SELECTED} onDone={onDone} />
      <Notification />
    </>,
  );
  return onDone;
};

const panel = () => screen.getByRole('region', { name: 'Acciones masivas' });

const chooseOption = async (
  user: ReturnType<typeof userEvent.setup>,
  field: string,
  option: string,
) => {
  await user.click(within(panel()).getByRole('combobox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
};

const applyButton = () => within(panel()).getByRole('button', { name: 'Aplicar acción' });

/** Once an action is chosen: waits until the process record has been read (the button follows it). */
const waitForProcessRead = () => waitFor(() => expect(applyButton()).toBeEnabled());

describe('BulkActionsPanel', () => {
  it.each([
    ['GOmotor', GOMOTOR_CONFIG, GOMOTOR_BULK_ACTIONS],
    ['Grupo Oliva', GRUPOLIVA_CONFIG, GRUPOLIVA_BULK_ACTIONS],
  ] as const)('offers the actions of %s', async (_site, config, actions) => {
    serveBulk();
    renderPanel(config);
    await user().click(within(panel()).getByRole('combobox', { name: 'Acción' }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(actions.map((a) => a.label));
    expect(options.includes('Publicar en LP')).toBe(config.id === 'grupoliva');
  });

  it("offers 'Desactivar' only for the actions that can be switched off", async () => {
    serveBulk();
    renderPanel(GRUPOLIVA_CONFIG);
    const u = user();
    const offered: string[] = [];
    for (const action of GRUPOLIVA_BULK_ACTIONS) {
      await chooseOption(u, 'Acción', action.label);
      if (within(panel()).queryByRole('button', { name: 'Desactivar' })) offered.push(action.label);
    }
    expect(offered).toEqual([
      'Asignar campaña',
      'Destacar home',
      'Activar edición manual',
      'Publicar en LP',
    ]);
  });

  it('disables Aplicar acción and Desactivar while a bulk process is active', async () => {
    serveBulk({
      process: {
        _id: 'bulk',
        active: true,
        action: 'gomotor: bulk-update',
        user: 'otra@grupoliva.es',
        startedAt: '2026-11-23T09:00:00.000Z',
        expiresAt: '2026-11-23T09:05:00.000Z',
      },
    });
    renderPanel();
    expect(await within(panel()).findByText(/Hay una acción masiva en curso/)).toHaveTextContent(
      'gomotor: bulk-update, iniciada por otra@grupoliva.es, a las 10:00',
    );
    await chooseOption(user(), 'Acción', 'Destacar home');
    expect(applyButton()).toBeDisabled();
    expect(within(panel()).getByRole('button', { name: 'Desactivar' })).toBeDisabled();
  });

  it('asks for confirmation naming the action and the count; Cancelar sends nothing', async () => {
    const sent = serveBulk();
    renderPanel();
    const u = user();
    await chooseOption(u, 'Acción', 'Destacar home');
    await waitForProcessRead();
    await u.click(within(panel()).getByRole('button', { name: 'Desactivar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Atención' });
    expect(dialog).toHaveTextContent('¿Seguro que quiere realizar esta acción?');
    expect(dialog).toHaveTextContent('Dejar de destacar en home: 3 vehículos');
    await u.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([]);
  });

  it('sends Modificar precio Contado +500, says how many changed and calls onDone', async () => {
    const sent = serveBulk();
    const onDone = renderPanel();
    const u = user();
    await chooseOption(u, 'Acción', 'Modificar precio');
    await waitForProcessRead();
    // The amount field appears once the price type is chosen.
    expect(within(panel()).queryByRole('textbox', { name: 'Cantidad (€)' })).toBeNull();
    await chooseOption(u, 'Tipo de precio', 'Contado');
    await u.type(within(panel()).getByRole('textbox', { name: 'Cantidad (€)' }), '500');
    await u.click(applyButton());
    const dialog = await screen.findByRole('dialog', { name: 'Atención' });
    expect(dialog.textContent?.replace(/\s/g, ' ')).toContain(
      'Modificar precio (Contado, +500 €): 3 vehículos',
    );
    await u.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByText('Modificar precio: 3 vehículos actualizados')).toBeVisible();
    expect(sent).toEqual([
      {
        path: '/gomotor/bulk-update-price',
        body: { dataSelection: SELECTED, update: 'precios.0.valor', value: 500 },
      },
    ]);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('refuses a reserve amount below 300 without asking or sending', async () => {
    const sent = serveBulk();
    renderPanel();
    const u = user();
    await chooseOption(u, 'Acción', 'Modificar importe reserva');
    await waitForProcessRead();
    const amount = within(panel()).getByRole('spinbutton', { name: 'Importe reserva (€)' });
    expect(amount).toHaveValue(300);
    await u.clear(amount);
    await u.type(amount, '250');
    await u.click(applyButton());
    expect(
      (await within(panel()).findByText(/El importe de reserva mínimo es/)).textContent,
    ).toMatch(/^El importe de reserva mínimo es 300\s€$/);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent).toEqual([]);
  });

  it("shows the server's error (a 409 while another run holds the lock) and keeps the selection", async () => {
    let busy = false;
    const sent = serveBulk({
      answer: () => {
        busy = true;
        return HttpResponse.json(
          {
            error:
              'Ya hay una acción masiva en curso (gomotor: bulk-delete, iniciada por otra@grupoliva.es); espere a que termine',
            message:
              'Ya hay una acción masiva en curso (gomotor: bulk-delete, iniciada por otra@grupoliva.es); espere a que termine',
          },
          { status: 409 },
        );
      },
    });
    server.use(
      http.get(api('/process/bulk'), () =>
        HttpResponse.json(
          busy
            ? { ...IDLE, active: true, action: 'gomotor: bulk-delete', user: 'otra@grupoliva.es' }
            : IDLE,
        ),
      ),
    );
    const restore = silenceDataProviderErrors();
    const onDone = renderPanel();
    const u = user();
    await chooseOption(u, 'Acción', 'Activar edición manual');
    await waitForProcessRead();
    await u.click(applyButton());
    await u.click(
      within(await screen.findByRole('dialog', { name: 'Atención' })).getByRole('button', {
        name: 'Aceptar',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(panel()).findByText(/^No se ha podido completar/)).toHaveTextContent(
      'No se ha podido completar «Activar edición manual»: Ya hay una acción masiva en curso (gomotor: bulk-delete, iniciada por otra@grupoliva.es); espere a que termine. No se ha cambiado ningún vehículo.',
    );
    // The record is read again: the buttons wait for the other run, and say so.
    await waitFor(() => expect(applyButton()).toBeDisabled());
    expect(within(panel()).getByText(/^Hay una acción masiva en curso/)).toBeVisible();
    expect(sent).toHaveLength(1);
    expect(onDone).not.toHaveBeenCalled();
    restore();
  });

  it('lists only active campaigns and sends the campaign with its record fields only', async () => {
    const sent = serveBulk({
      campaigns: [
        {
          _id: 'c1',
          name: 'Black Friday',
          active: true,
          campaignColor: '#000',
          createdAt: 'x',
          __v: 0,
          campaignText: null,
        },
        { _id: 'c2', name: 'Verano', active: false },
      ],
    });
    renderPanel();
    const u = user();
    await chooseOption(u, 'Acción', 'Asignar campaña');
    await waitForProcessRead();
    await u.click(await within(panel()).findByRole('combobox', { name: 'Campaña' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Black Friday',
    ]);
    await u.click(screen.getByRole('option', { name: 'Black Friday' }));
    await u.click(applyButton());
    const dialog = await screen.findByRole('dialog', { name: 'Atención' });
    expect(dialog).toHaveTextContent('Asignar campaña (Black Friday): 3 vehículos');
    await u.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await screen.findByText('Asignar campaña: 3 vehículos actualizados');
    expect(sent[0]).toEqual({
      path: '/gomotor/bulk-update',
      body: {
        dataSelection: SELECTED,
        update: 'campana',
        value: { _id: 'c1', name: 'Black Friday', active: true, campaignColor: '#000' },
        active: true,
      },
    });
  });

  it('says so when there is no active campaign', async () => {
    serveBulk({ campaigns: [{ _id: 'c2', name: 'Verano', active: false }] });
    renderPanel();
    await chooseOption(user(), 'Acción', 'Asignar campaña');
    expect(await within(panel()).findByText(/No hay campañas activas/)).toBeVisible();
  });

  it('says why when the campaigns cannot be read; Desactivar still clears the campaign', async () => {
    const sent = serveBulk();
    server.use(
      http.get(api('/campaigns'), () =>
        HttpResponse.json({ error: 'No encontrado', message: 'No encontrado' }, { status: 404 }),
      ),
    );
    renderPanel();
    const u = user();
    await chooseOption(u, 'Acción', 'Asignar campaña');
    expect(
      await within(panel()).findByText('No se han podido cargar las campañas: No encontrado'),
    ).toBeVisible();
    await waitForProcessRead();
    await u.click(within(panel()).getByRole('button', { name: 'Desactivar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Atención' });
    expect(dialog).toHaveTextContent('Quitar la campaña: 3 vehículos');
    await u.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await screen.findByText('Quitar la campaña: 3 vehículos actualizados');
    expect(sent[0].body).toEqual({
      dataSelection: SELECTED,
      update: 'campana',
      value: {},
      active: false,
    });
  });
});

const user = () => userEvent.setup();
