// The CSV file list /subir-csv (docs/API.md GET /files, POST /files/upload-csv).
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Notification } from 'react-admin';
import CsvFilesPage from '../../src/resources/csvFiles/CsvFilesPage';
import { silenceDataProviderErrors } from './consoleErrors';
import { server } from './msw';
import { api, renderWithAdmin } from './utils';

interface CsvFile {
  name: string;
  originalName?: string;
  path: string;
  size: number;
  createdAt: string;
}

/** An in-memory file list; uploads wait for `release` when one is given. */
const serveFiles = (release?: Promise<void>) => {
  const state = {
    files: [
      {
        name: 'renting-octubre.csv',
        path: 'csv/renting-octubre.csv',
        size: 2048,
        createdAt: '2026-10-20T10:00:00.000Z',
      },
    ] as CsvFile[],
    lists: 0,
    uploads: [] as { name: string; type: string; token: string | null }[],
  };
  server.use(
    http.get(api('/files'), () => {
      state.lists++;
      return HttpResponse.json({ fileList: state.files });
    }),
    http.post(api('/files/upload-csv'), async ({ request }) => {
      const file = (await request.formData()).get('file') as File;
      state.uploads.push({
        name: file.name,
        type: file.type,
        token: request.headers.get('x-access-token'),
      });
      await release;
      state.files = [
        ...state.files,
        {
          name: file.name,
          path: `csv/${file.name}`,
          size: file.size,
          createdAt: '2026-11-01T09:00:00.000Z',
        },
      ];
      return HttpResponse.json(
        { message: 'Fichero subido correctamente', filename: file.name, path: `csv/${file.name}` },
        { status: 201 },
      );
    }),
  );
  return state;
};

const renderPage = () =>
  renderWithAdmin(
    <>
      <CsvFilesPage />
      <Notification />
    </>,
    { route: '/subir-csv', path: '/subir-csv' },
  );

// The user may pick "all files" in the dialog: the input's accept filter is not applied.
const user = () => userEvent.setup({ applyAccept: false });
const fileInput = () => screen.getByTestId('csv-file-input') as HTMLInputElement;
const table = () => screen.getByRole('table', { name: 'Ficheros CSV' });
const csv = (name: string, content = 'idv;marca\n1001;SEAT\n') =>
  new File([content], name, { type: 'text/csv' });

describe('CsvFilesPage', () => {
  it('lists the CSV files on the server with name, path, size and date', async () => {
    serveFiles();
    renderPage();
    expect(
      screen.getByRole('heading', { name: 'Lista de ficheros CSV en el servidor' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(within(table()).getByText('renting-octubre.csv')).toBeInTheDocument(),
    );
    const row = within(table()).getByText('renting-octubre.csv').closest('tr') as HTMLElement;
    expect(within(row).getByText('csv/renting-octubre.csv')).toBeInTheDocument();
    expect(within(row).getByText('2 KB')).toBeInTheDocument();
    expect(within(row).getByText('20/10/2026 12:00')).toBeInTheDocument();
    expect(fileInput()).toHaveAttribute('accept', '.csv,text/csv');
  });

  it("refuses a .txt file in the browser with 'Solo se admiten ficheros .csv'", async () => {
    const state = serveFiles();
    renderPage();
    await waitFor(() =>
      expect(within(table()).getByText('renting-octubre.csv')).toBeInTheDocument(),
    );

    await user().upload(fileInput(), new File(['hola'], 'notas.txt', { type: 'text/plain' }));

    expect(await screen.findByText('Solo se admiten ficheros .csv')).toBeInTheDocument();
    expect(state.uploads).toEqual([]);
  });

  it('uploads a CSV with a progress bar, says so and reads the list again', async () => {
    let release = () => undefined as void;
    const state = serveFiles(new Promise<void>((resolve) => (release = resolve)));
    renderPage();
    await waitFor(() =>
      expect(within(table()).getByText('renting-octubre.csv')).toBeInTheDocument(),
    );
    const lists = state.lists;

    await user().upload(fileInput(), csv('stock-noviembre.csv'));

    expect(
      await screen.findByRole('progressbar', { name: 'Subiendo el fichero' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subir CSV' })).toBeDisabled();
    release();

    expect(await screen.findByText('Fichero subido correctamente')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(table()).getByText('stock-noviembre.csv')).toBeInTheDocument(),
    );
    expect(state.lists).toBeGreaterThan(lists);
    expect(state.uploads).toEqual([
      { name: 'stock-noviembre.csv', type: 'text/csv', token: 'token-admin' },
    ]);
    expect(screen.queryByRole('progressbar', { name: 'Subiendo el fichero' })).toBeNull();
  });

  it("shows the server's message when it refuses the file", async () => {
    serveFiles();
    server.use(
      http.post(api('/files/upload-csv'), () =>
        HttpResponse.json(
          {
            error: 'El fichero supera el tamaño máximo (5 MB)',
            message: 'El fichero supera el tamaño máximo (5 MB)',
          },
          { status: 413 },
        ),
      ),
    );
    const restoreConsole = silenceDataProviderErrors();
    renderPage();
    await waitFor(() =>
      expect(within(table()).getByText('renting-octubre.csv')).toBeInTheDocument(),
    );

    await user().upload(fileInput(), csv('grande.csv'));

    expect(
      await screen.findByText('El fichero supera el tamaño máximo (5 MB)'),
    ).toBeInTheDocument();
    expect(within(table()).queryByText('grande.csv')).toBeNull();
    expect(restoreConsole()).toBe(1);
  });

  // The list names each file as the uploader called it; the path is the stored one.
  it('shows the original name (accents, spaces) and the stored path', async () => {
    const state = serveFiles();
    state.files.push({
      name: '1763892000000-StockSeptiembreAo.csv',
      originalName: 'Stock Septiembre Año.csv',
      path: 'csv/1763892000000-StockSeptiembreAo.csv',
      size: 1_234_567,
      createdAt: '2026-11-23T09:22:00.000Z',
    });
    renderPage();
    const name = await within(
      await screen.findByRole('table', { name: 'Ficheros CSV' }),
    ).findByText('Stock Septiembre Año.csv');
    const row = name.closest('tr') as HTMLElement;
    expect(within(row).getByText('csv/1763892000000-StockSeptiembreAo.csv')).toBeInTheDocument();
    expect(within(row).queryByText('1763892000000-StockSeptiembreAo.csv')).toBeNull();
    expect(within(row).getByText('1,2 MB')).toBeInTheDocument();
    expect(within(row).getByText('23/11/2026 10:22')).toBeInTheDocument();
  });

  it('refuses in the browser a binary file renamed .csv (a PNG) without uploading it', async () => {
    const state = serveFiles();
    renderPage();
    await waitFor(() =>
      expect(within(table()).getByText('renting-octubre.csv')).toBeInTheDocument(),
    );
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    await user().upload(fileInput(), new File([png], 'foto.csv', { type: 'text/csv' }));
    expect(await screen.findByText('El fichero no es un CSV válido')).toBeInTheDocument();
    expect(state.uploads).toEqual([]);
  });

  it("shows the server's refusal of a file that is not a CSV", async () => {
    serveFiles();
    server.use(
      http.post(api('/files/upload-csv'), () =>
        HttpResponse.json(
          { error: 'El fichero no es un CSV válido', message: 'El fichero no es un CSV válido' },
          { status: 400 },
        ),
      ),
    );
    const restoreConsole = silenceDataProviderErrors();
    renderPage();
    await waitFor(() =>
      expect(within(table()).getByText('renting-octubre.csv')).toBeInTheDocument(),
    );
    await user().upload(fileInput(), csv('foto.csv', '\x89PNG'));
    expect(await screen.findByText('El fichero no es un CSV válido')).toBeInTheDocument();
    expect(restoreConsole()).toBe(1);
  });
});
