// The own sites' edit page /stock-*/:idv and create page /stock-*/new-car.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Notification, ResourceContextProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { OwnSiteCreate } from '../../src/resources/ownSites/OwnSiteCreate';
import { GOMOTOR_CONFIG, GRUPOLIVA_CONFIG } from '../../src/domain/ownSites/sites';
import { server } from './msw';
import {
  formDrawn,
  renderEdit,
  saleVehicle,
  serveSite,
  serveWebRows,
  webRow,
} from './ownSitesEditFixtures';
import { api, renderWithAdmin } from './utils';

const input = (label: string) => screen.getByLabelText(label, { exact: true });

describe('OwnSiteEdit', () => {
  it("opens by idv with the title 'Editar IDV: {idv}' and every vehicle field", async () => {
    const calls = serveSite('gomotor', saleVehicle());
    renderEdit('100234');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Editar IDV: 100234' }),
    ).toBeInTheDocument();
    await formDrawn();
    expect(calls.get).toContain('100234');
    expect(input('Marca *')).toHaveValue('SEAT');
    expect(input('Modelo *')).toHaveValue('León');
    for (const title of ['Identificación', 'Publicación', 'Precios', 'Equipamiento', 'Imágenes'])
      expect(screen.getByText(title, { selector: 'legend, h2' })).toBeInTheDocument();
    expect(screen.getByLabelText('Contado (P0)')).toHaveValue('21.990');
    expect(screen.getByLabelText('Financiado (P3)')).toHaveValue('20.990');
    const panel = screen.getByRole('region', { name: 'Imágenes del vehículo' });
    expect(panel).toHaveStyle({ height: '800px', overflowY: 'auto' });
    expect(within(panel).getAllByRole('img')).toHaveLength(2);
    expect(within(panel).getByText('Principal')).toBeInTheDocument();
  });

  it('opens by _id too, and saves the changed fields as {filter: {_id}, update}', async () => {
    const calls = serveSite('grupoliva', saleVehicle());
    renderEdit('v-leon', GRUPOLIVA_CONFIG);
    await screen.findByRole('heading', { level: 1, name: 'Editar IDV: 100234' });
    await formDrawn();
    expect(calls.get).toContain('v-leon');

    await userEvent.clear(input('Versión'));
    await userEvent.type(input('Versión'), '2.0 TDI');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Vehículo actualizado con éxito')).toBeInTheDocument();
    expect(calls.put).toEqual([{ filter: { _id: 'v-leon' }, update: { version: '2.0 TDI' } }]);
  });

  it('adds equipment rows and removes them only while more than one exists', async () => {
    serveSite('gomotor', saleVehicle());
    renderEdit('100234');
    await screen.findByRole('heading', { level: 1, name: 'Editar IDV: 100234' });
    await formDrawn();
    const rowsOf = () => screen.getAllByLabelText('Descripción');
    // react-admin shows a row's remove button on hover (visibility), so it is found by label.
    const removesIn = (section: HTMLElement) => [
      ...section.querySelectorAll<HTMLButtonElement>('button[aria-label="Quitar"]'),
    ];
    expect(rowsOf()).toHaveLength(1);
    // One row: it cannot be removed.
    const equipment = screen.getByText('Equipamiento', { selector: 'legend' }).closest('fieldset');
    if (!equipment) throw new Error('sin sección Equipamiento');
    expect(removesIn(equipment)).toHaveLength(0);

    await userEvent.click(within(equipment).getByRole('button', { name: 'Añadir' }));
    await waitFor(() => expect(rowsOf()).toHaveLength(2));
    const removes = removesIn(equipment);
    expect(removes).toHaveLength(2);
    await userEvent.click(removes[1]);
    await waitFor(() => expect(rowsOf()).toHaveLength(1));
    expect(removesIn(equipment)).toHaveLength(0);
  });

  it('sets the main photo, deletes a photo and uploads one', async () => {
    const calls = serveSite('gomotor', saleVehicle());
    const uploads: string[] = [];
    server.use(
      http.post(api('/gomotor/:id/images'), async ({ params, request }) => {
        const file = (await request.formData()).get('file');
        uploads.push(`${String(params.id)}:${file instanceof File ? file.name : ''}`);
        return HttpResponse.json(
          { message: 'Imagen subida', vehicle: saleVehicle() },
          { status: 201 },
        );
      }),
    );
    renderEdit('100234');
    await screen.findByRole('heading', { level: 1, name: 'Editar IDV: 100234' });
    await formDrawn();

    const [, second] = screen.getAllByRole('button', { name: 'Foto principal' });
    await userEvent.click(second);
    await waitFor(() => expect(calls.put).toHaveLength(2));
    expect(calls.put).toEqual([
      {
        filter: { _id: 'v-leon', 'recursos._id': 'foto-1' },
        update: {
          $set: {
            'recursos.$.propiedades': [
              { nombre: 'EsFotoPrincipal', valor: false },
              { nombre: 'OrdenFoto', valor: 1 },
            ],
          },
        },
      },
      {
        filter: { _id: 'v-leon', 'recursos._id': 'foto-2' },
        update: {
          $set: {
            'recursos.$.propiedades': [
              { nombre: 'EsFotoPrincipal', valor: true },
              { nombre: 'OrdenFoto', valor: 2 },
            ],
          },
        },
      },
    ]);

    calls.put.length = 0;
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar foto 2' }));
    await waitFor(() => expect(calls.put).toHaveLength(1));
    expect(calls.put[0]).toEqual({
      filter: { _id: 'v-leon' },
      update: { recursos: [expect.objectContaining({ _id: 'foto-1' })] },
    });

    const file = new File(['jpeg'], 'nueva.jpg', { type: 'image/jpeg' });
    await userEvent.upload(screen.getByLabelText('Imagen a subir'), file);
    await waitFor(() => expect(uploads).toEqual(['v-leon:nueva.jpg']));
    expect(await screen.findByText('Imagen subida')).toBeInTheDocument();
  });

  it("warns 'Este vehículo no tiene fotos' for a vehicle without photos", async () => {
    serveSite('gomotor', saleVehicle({ recursos: [] }));
    serveWebRows([webRow()]);
    renderEdit('100234');
    await screen.findByRole('heading', { level: 1, name: 'Editar IDV: 100234' });
    await formDrawn();
    expect(screen.getByRole('alert')).toHaveTextContent('Este vehículo no tiene fotos');
    expect(screen.queryByRole('region', { name: 'Imágenes del vehículo' })).toBeNull();
  });
});

describe('OwnSiteCreate', () => {
  it('refuses a missing modelo and a price with cents (nothing sent), then saves with whole prices and goes to the dashboard', async () => {
    const calls = serveSite('gomotor', saleVehicle());
    renderWithAdmin(
      <ResourceContextProvider value="stock-gomotor">
        <Routes>
          <Route
            path="/stock-gomotor/new-car"
            element={<OwnSiteCreate config={GOMOTOR_CONFIG} />}
          />
          <Route path="/stock-gomotor" element={<p>Panel GOmotor</p>} />
        </Routes>
        <Notification />
      </ResourceContextProvider>,
      { route: '/stock-gomotor/new-car' },
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Crear vehículo manual en GOmotor' }),
    ).toBeInTheDocument();
    await formDrawn();
    // An empty form: the button answers with what is missing.
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Todos los campos con * son necesarios')).toBeInTheDocument();
    await userEvent.type(input('Marca *'), 'KIA');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Todos los campos con * son necesarios')).toBeInTheDocument();
    expect(calls.post).toEqual([]);

    await userEvent.type(input('Modelo *'), 'Niro');
    // Prices are whole euros: cents are refused under the field, not dropped.
    const cash = screen.getByLabelText('Contado (VENTA)');
    await userEvent.type(cash, '19990.6');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Debe ser un número entero')).toBeInTheDocument();
    expect(calls.post).toEqual([]);
    await userEvent.clear(cash);
    await userEvent.type(cash, '19990');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Vehículo guardado')).toBeInTheDocument();
    expect(calls.post).toHaveLength(1);
    expect(calls.post[0]).toMatchObject({
      marca: 'KIA',
      modelo: 'Niro',
      precios: [
        { tipo: 'VENTA', valor: 19990 },
        { tipo: 'COMPRAVENTA', valor: 0 },
        { tipo: 'EXPORTACION', valor: 0 },
        { tipo: 'PUBLICACION', valor: 0 },
      ],
    });
    // Fields left untouched are not sent: an empty emisiones object is refused by the API.
    expect(calls.post[0]).not.toHaveProperty('emisiones');
    expect(calls.post[0]).not.toHaveProperty('discount');
    // After a create, the dashboard opens 3 s later.
    expect(await screen.findByText('Panel GOmotor', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
