// The photo panels of the moto sheet and the renting form, both the one sheet photo panel: a
// moto photo is deleted after its confirmation and the change saved at once; a failed change
// says the server's message and reads the moto again; a renting photo leaves the form's list
// at once and a failed delete-image is said (and logged) without bringing it back.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Form, Notification, ResourceContextProvider } from 'react-admin';
import MotoEdit from '../../src/resources/motos/MotoEdit';
import { ImagesPanel } from '../../src/resources/renting/form/ImagesPanel';
import { silenceDataProviderErrors } from './consoleErrors';
import { server } from './msw';
import { api, renderWithAdmin } from './utils';
import { photoResource, sheetMoto } from '../motoFixtures';

const photo = photoResource;

const MOTO = sheetMoto({
  recursos: [photo('delante.jpg', true, 1), photo('lado.jpg', false, 2)],
});

const renderMoto = () =>
  renderWithAdmin(
    <ResourceContextProvider value="motos">
      <MotoEdit />
      <Notification />
    </ResourceContextProvider>,
    { route: '/motos/700001', path: '/motos/:id' },
  );

describe('the moto sheet photos', () => {
  it('deletes a photo after its confirmation, saved at once', async () => {
    const puts: unknown[] = [];
    server.use(
      http.get(api('/motos/700001'), () => HttpResponse.json(MOTO)),
      http.put(api('/motos/700001'), async ({ request }) => {
        puts.push(await request.json());
        return HttpResponse.json({ ...MOTO, recursos: [MOTO.recursos[0]] });
      }),
    );
    const user = userEvent.setup();
    renderMoto();
    await user.click(await screen.findByRole('button', { name: 'Eliminar foto 2' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('¿Eliminar la foto lado.jpg de este vehículo?');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));

    expect(await screen.findByText('Foto eliminada')).toBeTruthy();
    expect(puts).toEqual([
      { filter: { _id: 'm1' }, update: { $pull: { recursos: { nombre: 'lado.jpg' } } } },
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Eliminar foto 2' })).toBeNull(),
    );
  });

  it("says the server's message when a change fails and reads the moto again", async () => {
    let reads = 0;
    server.use(
      http.get(api('/motos/700001'), () => {
        reads += 1;
        return HttpResponse.json(MOTO);
      }),
      http.put(api('/motos/700001'), () =>
        HttpResponse.json({ error: 'La foto no existe' }, { status: 400 }),
      ),
    );
    const restore = silenceDataProviderErrors();
    const user = userEvent.setup();
    renderMoto();
    const [, second] = await screen.findAllByRole('button', { name: 'Foto principal' });
    const readsBefore = reads;
    await user.click(second);

    expect(await screen.findByText('La foto no existe')).toBeTruthy();
    await waitFor(() => expect(reads).toBeGreaterThan(readsBefore));
    await waitFor(() => expect(second).toBeEnabled());
    expect(restore()).toBeGreaterThan(0);
  });
});

describe('the renting form photos', () => {
  it('removes a photo from the list at once and says a failed delete-image', async () => {
    const deleted: unknown[] = [];
    server.use(
      http.post(api('/renting/delete-image'), async ({ request }) => {
        deleted.push(await request.json());
        return HttpResponse.json({ error: 'No existe el fichero' }, { status: 404 });
      }),
    );
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderWithAdmin(
      <Form
        record={{ id: 'r1', recursos: [photo('uno.jpg', true, 1), photo('dos.jpg', false, 2)] }}
      >
        <ImagesPanel />
        <Notification />
      </Form>,
    );
    await user.click(await screen.findByRole('button', { name: 'Eliminar foto 1' }));

    expect(await screen.findByText('No existe el fichero')).toBeTruthy();
    expect(deleted).toEqual([{ name: 'uno.jpg' }]);
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Foto 1: dos.jpg' })).toBeTruthy();
    expect(logged).toHaveBeenCalledWith('[renting] delete-image:', 'No existe el fichero');
    logged.mockRestore();
  });

  it("warns 'Este vehículo no tiene fotos' without photos", async () => {
    renderWithAdmin(
      <Form record={{ id: 'r1', recursos: [] }}>
        <ImagesPanel />
      </Form>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Este vehículo no tiene fotos');
  });
});
