// The editable grid of marketplace-gateway accounts /settings/wallapop.
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import WallapopAccountList from '../../src/resources/wallapopAccounts/AccountList';
import type { WallapopAccountAnswer as WallapopAccount } from '../../src/domain/wallapopAccount';
import { silenceDataProviderErrors } from './consoleErrors';
import { emitServerEvent } from './fakeSocket';
import { server } from './msw';
import { api, renderWithAdmin } from './utils';

const ACCOUNTS = '/publishing/api/v1/wallapop/accounts';

const account = (i: number, accountId: string, name: string): WallapopAccount => ({
  _id: `w${i}`,
  accountId,
  name,
  ftp_user: `ftp${i}`,
  hasFtpPassword: true,
  description: `Cuenta ${name}`,
  createdAt: new Date(Date.UTC(2024, 0, i, 9)).toISOString(),
});

type Body = Partial<WallapopAccount> & { ftp_password?: string };

/** The API's answer: the password is write-only, only whether there is one. */
const answer = (account: WallapopAccount, body: Body): WallapopAccount => {
  const { ftp_password: password, ...fields } = body;
  return {
    ...account,
    ...fields,
    hasFtpPassword: password === undefined ? account.hasFtpPassword : password !== '',
  };
};

/** An in-memory accounts API (oldest first) recording the write requests. */
const serveAccounts = (initial: WallapopAccount[]) => {
  const state = {
    list: [...initial],
    posts: [] as unknown[],
    patches: [] as { id: string; body: unknown }[],
    deletes: [] as string[],
  };
  server.use(
    http.get(api(ACCOUNTS), () => HttpResponse.json(state.list)),
    http.post(api(ACCOUNTS), async ({ request }) => {
      const body = (await request.json()) as Body;
      state.posts.push(body);
      if (state.list.some((a) => a.accountId === body.accountId)) {
        const error = `Ya existe una cuenta con el ID de cuenta '${body.accountId}'`;
        return HttpResponse.json({ error, message: error }, { status: 409 });
      }
      const created = {
        ...answer({ ...account(state.list.length + 10, '', ''), hasFtpPassword: false }, body),
        _id: 'w-new',
      };
      state.list = [...state.list, created];
      return HttpResponse.json(created, { status: 201 });
    }),
    http.patch(api(`${ACCOUNTS}/:id`), async ({ params, request }) => {
      const body = (await request.json()) as Body;
      state.patches.push({ id: String(params.id), body });
      state.list = state.list.map((a) => (a._id === params.id ? answer(a, body) : a));
      return HttpResponse.json(state.list.find((a) => a._id === params.id));
    }),
    http.delete(api(`${ACCOUNTS}/:id`), ({ params }) => {
      state.deletes.push(String(params.id));
      state.list = state.list.filter((a) => a._id !== params.id);
      return HttpResponse.json({ message: 'Cuenta eliminada', _id: params.id });
    }),
  );
  return state;
};

const renderGrid = () =>
  renderWithAdmin(<WallapopAccountList />, {
    session: 'admin',
    route: '/settings/wallapop',
    path: '/settings/wallapop',
  });

const grid = () => screen.getByRole('grid', { name: 'Cuentas de Wallapop' });
const rowWith = (text: string) =>
  within(grid()).getByText(text).closest('[role="row"]') as HTMLElement;
const rowById = (id: string) =>
  within(grid())
    .getAllByRole('row')
    .find((r) => r.getAttribute('data-id') === id) as HTMLElement;
const dataRows = () =>
  within(grid())
    .getAllByRole('row')
    .filter((r) => r.getAttribute('data-id'));
const cellOf = (row: HTMLElement, field: string) =>
  row.querySelector(`[data-field="${field}"]`) as HTMLElement;
const inputOf = (row: HTMLElement, field: string) =>
  field === 'ftp_password'
    ? within(cellOf(row, field)).getByLabelText('Nueva contraseña FTP')
    : within(cellOf(row, field)).getByRole('textbox');

const twoAccounts = () => [account(1, '1001', 'Principal'), account(2, '1002', 'Motos')];

describe('WallapopAccountList', () => {
  it('keeps its page in the address: a link to page 2 opens page 2', async () => {
    const many = Array.from({ length: 12 }, (_, i) =>
      account(i + 1, `${2001 + i}`, `Cuenta ${i + 1}`),
    );
    serveAccounts(many);
    renderWithAdmin(<WallapopAccountList />, {
      session: 'admin',
      route: '/settings/wallapop?page=2',
      path: '/settings/wallapop',
      withLocation: true,
    });
    await waitFor(() => expect(within(grid()).getByText('Cuenta 11')).toBeInTheDocument());
    expect(within(grid()).queryByText('Cuenta 1')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /página anterior/i }));
    await waitFor(() => expect(within(grid()).getByText('Cuenta 1')).toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/settings\/wallapop$/);
    await userEvent.click(screen.getByRole('button', { name: /página siguiente/i }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/settings/wallapop?page=2'),
    );
  });

  it('shows the accounts in view mode with the password masked and a Spanish grid', async () => {
    serveAccounts(twoAccounts());
    renderGrid();
    await waitFor(() => expect(within(grid()).getByText('Principal')).toBeInTheDocument());
    const row = rowWith('Principal');
    expect(cellOf(row, 'accountId')).toHaveTextContent('1001');
    expect(cellOf(row, 'ftp_user')).toHaveTextContent('ftp1');
    expect(cellOf(row, 'ftp_password')).toHaveTextContent(/^••••Cambiar$/);
    expect(
      within(cellOf(row, 'ftp_password')).getByRole('button', { name: 'Cambiar' }),
    ).toBeInTheDocument();
    expect(cellOf(row, 'createdAt')).toHaveTextContent('01/01/2024 10:00');
    expect(within(row).getByRole('menuitem', { name: 'Editar' })).toBeInTheDocument();
    expect(within(row).getByRole('menuitem', { name: 'Eliminar' })).toBeInTheDocument();
    expect(within(grid()).getByText('Contraseña FTP')).toBeInTheDocument();
    expect(screen.getByText(/Filas por página/)).toBeInTheDocument();
  });

  it("adds a row in edit mode focused on accountId; 'Cancelar' removes it", async () => {
    const state = serveAccounts(twoAccounts());
    renderGrid();
    await waitFor(() => expect(dataRows()).toHaveLength(2));

    await userEvent.click(screen.getByRole('button', { name: 'Añadir cuenta' }));
    await waitFor(() => expect(dataRows()).toHaveLength(3));
    const draft = dataRows()[0];
    await waitFor(() => expect(inputOf(draft, 'accountId')).toHaveFocus());
    expect(inputOf(draft, 'name')).toBeInTheDocument();
    expect(within(draft).queryByRole('menuitem', { name: 'Eliminar' })).not.toBeInTheDocument();

    await userEvent.click(within(draft).getByRole('menuitem', { name: 'Cancelar' }));
    await waitFor(() => expect(dataRows()).toHaveLength(2));

    // Escape cancels a new row too.
    await userEvent.click(screen.getByRole('button', { name: 'Añadir cuenta' }));
    await waitFor(() => expect(inputOf(dataRows()[0], 'accountId')).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dataRows()).toHaveLength(2));
    expect(state.posts).toEqual([]);
  });

  it("creates the new account and says 'Guardado con éxito'", async () => {
    const state = serveAccounts(twoAccounts());
    renderGrid();
    await waitFor(() => expect(dataRows()).toHaveLength(2));

    await userEvent.click(screen.getByRole('button', { name: 'Añadir cuenta' }));
    await waitFor(() => expect(inputOf(dataRows()[0], 'accountId')).toHaveFocus());
    const draft = dataRows()[0];
    await userEvent.type(inputOf(draft, 'accountId'), '2001');
    await userEvent.type(inputOf(draft, 'name'), 'Ocasión');
    await userEvent.type(inputOf(draft, 'ftp_password'), 'secreta');
    await userEvent.click(within(draft).getByRole('menuitem', { name: 'Guardar' }));

    expect(await screen.findByText('Guardado con éxito')).toBeInTheDocument();
    expect(state.posts).toEqual([
      {
        accountId: '2001',
        name: 'Ocasión',
        ftp_user: '',
        ftp_password: 'secreta',
        description: '',
      },
    ]);
    await waitFor(() => expect(dataRows()).toHaveLength(3));
    const saved = rowWith('Ocasión');
    expect(within(saved).getByRole('menuitem', { name: 'Editar' })).toBeInTheDocument();
    expect(cellOf(saved, 'ftp_password')).toHaveTextContent(/^••••Cambiar$/);
    expect(document.body.innerHTML).not.toContain('secreta');
  });

  it("shows the server's message when a save fails and keeps the row in edit mode", async () => {
    const state = serveAccounts(twoAccounts());
    renderGrid();
    await waitFor(() => expect(dataRows()).toHaveLength(2));

    await userEvent.click(screen.getByRole('button', { name: 'Añadir cuenta' }));
    await waitFor(() => expect(inputOf(dataRows()[0], 'accountId')).toHaveFocus());
    const draft = dataRows()[0];
    await userEvent.type(inputOf(draft, 'accountId'), '1001');
    await userEvent.type(inputOf(draft, 'name'), 'Duplicada');
    const restoreConsole = silenceDataProviderErrors();
    await userEvent.click(within(draft).getByRole('menuitem', { name: 'Guardar' }));

    expect(
      await screen.findByText("Ya existe una cuenta con el ID de cuenta '1001'"),
    ).toBeInTheDocument();
    expect(restoreConsole()).toBe(1);
    expect(state.posts).toHaveLength(1);
    const stillDraft = dataRows()[0];
    expect(inputOf(stillDraft, 'accountId')).toHaveValue('1001');
    expect(within(stillDraft).getByRole('menuitem', { name: 'Guardar' })).toBeInTheDocument();
  });

  it("names the column ('ID de cuenta'), never accountId, when a row is refused before it is sent", async () => {
    const state = serveAccounts(twoAccounts());
    renderGrid();
    await waitFor(() => expect(dataRows()).toHaveLength(2));
    expect(within(grid()).getByRole('columnheader', { name: 'ID de cuenta' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Añadir cuenta' }));
    await waitFor(() => expect(inputOf(dataRows()[0], 'accountId')).toHaveFocus());
    const draft = dataRows()[0];
    await userEvent.type(inputOf(draft, 'name'), 'Sin identificador');
    await userEvent.click(within(draft).getByRole('menuitem', { name: 'Guardar' }));
    expect(await screen.findByText("El campo 'ID de cuenta' es obligatorio")).toBeInTheDocument();

    await userEvent.type(inputOf(dataRows()[0], 'accountId'), 'wlp girona');
    await userEvent.click(within(dataRows()[0]).getByRole('menuitem', { name: 'Guardar' }));
    expect(
      await screen.findByText("El campo 'ID de cuenta' no puede contener espacios"),
    ).toBeInTheDocument();
    expect(state.posts).toEqual([]);
    expect(document.body.textContent).not.toMatch(/accountId/);
  });

  it('edits an existing account with PATCH', async () => {
    const state = serveAccounts(twoAccounts());
    renderGrid();
    await waitFor(() => expect(within(grid()).getByText('Motos')).toBeInTheDocument());

    await userEvent.click(within(rowWith('Motos')).getByRole('menuitem', { name: 'Editar' }));
    const row = dataRows()[1];
    await waitFor(() => expect(inputOf(row, 'description')).toBeInTheDocument());
    await userEvent.clear(inputOf(row, 'description'));
    await userEvent.type(inputOf(row, 'description'), 'Solo motos');
    await userEvent.click(within(row).getByRole('menuitem', { name: 'Guardar' }));

    expect(await screen.findByText('Guardado con éxito')).toBeInTheDocument();
    expect(state.patches).toEqual([
      {
        id: 'w2',
        body: {
          accountId: '1002',
          name: 'Motos',
          ftp_user: 'ftp2',
          description: 'Solo motos',
        },
      },
    ]);
    await waitFor(() => expect(within(grid()).getByText('Solo motos')).toBeInTheDocument());
  });

  // The password is never shown; 'Cambiar' lets the administrator type a new one.
  it("'Cambiar' replaces the FTP password without ever showing it", async () => {
    const state = serveAccounts([
      account(1, '1001', 'Principal'),
      { ...account(2, '1002', 'Motos'), hasFtpPassword: false },
    ]);
    renderGrid();
    await waitFor(() => expect(within(grid()).getByText('Motos')).toBeInTheDocument());
    expect(cellOf(rowWith('Motos'), 'ftp_password')).toHaveTextContent(/^—Cambiar$/);

    const cell = cellOf(rowWith('Principal'), 'ftp_password');
    await userEvent.click(within(cell).getByRole('button', { name: 'Cambiar' }));
    const row = rowById('w1');
    const input = await waitFor(() => {
      const field = inputOf(rowById('w1'), 'ftp_password');
      expect(field).toHaveFocus();
      return field;
    });
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveValue('');
    await userEvent.type(input, 'Nueva-Clave-FTP');
    await userEvent.click(within(row).getByRole('menuitem', { name: 'Guardar' }));

    expect(await screen.findByText('Guardado con éxito')).toBeInTheDocument();
    expect(state.patches).toEqual([
      {
        id: 'w1',
        body: {
          accountId: '1001',
          name: 'Principal',
          ftp_user: 'ftp1',
          ftp_password: 'Nueva-Clave-FTP',
          description: 'Cuenta Principal',
        },
      },
    ]);
    await waitFor(() =>
      expect(
        within(rowWith('Principal')).getByRole('menuitem', { name: 'Editar' }),
      ).toBeInTheDocument(),
    );
    expect(cellOf(rowWith('Principal'), 'ftp_password')).toHaveTextContent(/^••••Cambiar$/);
    expect(document.body.innerHTML).not.toContain('Nueva-Clave-FTP');
  });

  it('saving a row without typing a password sends none (the stored one is kept)', async () => {
    const state = serveAccounts(twoAccounts());
    renderGrid();
    await waitFor(() => expect(within(grid()).getByText('Principal')).toBeInTheDocument());
    await userEvent.click(within(rowWith('Principal')).getByRole('menuitem', { name: 'Editar' }));
    const row = rowById('w1');
    await waitFor(() => expect(inputOf(row, 'ftp_password')).toBeInTheDocument());
    expect(inputOf(row, 'ftp_password')).toHaveAttribute('placeholder', '•••• (sin cambios)');
    await userEvent.type(inputOf(row, 'name'), ' 2');
    await userEvent.click(within(row).getByRole('menuitem', { name: 'Guardar' }));
    expect(await screen.findByText('Guardado con éxito')).toBeInTheDocument();
    expect(state.patches[0]?.body).not.toHaveProperty('ftp_password');
  });

  it("deletes an account after confirming and says 'Eliminado con éxito'", async () => {
    const state = serveAccounts(twoAccounts());
    renderGrid();
    await waitFor(() => expect(within(grid()).getByText('Motos')).toBeInTheDocument());

    await userEvent.click(within(rowWith('Motos')).getByRole('menuitem', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('¿Seguro que quiere eliminar la cuenta «Motos»?'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));

    expect(await screen.findByText('Eliminado con éxito')).toBeInTheDocument();
    expect(state.deletes).toEqual(['w2']);
    await waitFor(() => expect(dataRows()).toHaveLength(1));
  });

  it('re-fetches when the server announces a change', async () => {
    const state = serveAccounts(twoAccounts());
    renderGrid();
    await waitFor(() => expect(dataRows()).toHaveLength(2));
    state.list = [...state.list, account(3, '1003', 'Furgonetas')];
    act(() =>
      emitServerEvent('resource:changed', {
        resource: 'wallapop-accounts',
        action: 'create',
        ids: ['w3'],
      }),
    );
    await waitFor(() => expect(within(grid()).getByText('Furgonetas')).toBeInTheDocument());
  });
});
