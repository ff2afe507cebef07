// What follows the first frame (layout/useSecondTurn.ts): absent from the first commit, drawn
// right after it. The console's drawer entries, bell and user menu are drawn this way, and the
// renting edit form's Precios and Equipamiento.
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Form } from 'react-admin';
import { SecondTurn } from '../../src/layout/useSecondTurn';
import { VehicleSections } from '../../src/resources/renting/form/VehicleSections';
import { server } from './msw';
import { api, renderWithAdmin } from './utils';

/** Notes, in the first commit (before any effect), whether `text` is on screen. */
const FirstCommit = ({ text, seen }: { text: string; seen: boolean[] }) => {
  useLayoutEffect(() => {
    seen.push(screen.queryByText(text) !== null);
  }, [seen, text]);
  return null;
};

describe('SecondTurn', () => {
  it('draws its children after the first commit, never in it', async () => {
    const seen: boolean[] = [];
    render(
      <>
        <p>La página</p>
        <SecondTurn>
          <span>El menú</span>
        </SecondTurn>
        <FirstCommit text="El menú" seen={seen} />
      </>,
    );
    expect(seen).toEqual([false]);
    expect(await screen.findByText('El menú')).toBeInTheDocument();
    expect(screen.getByText('La página')).toBeInTheDocument();
  });
});

describe('the renting form', () => {
  const drawn = (create: boolean) => {
    server.use(http.get(api('/renting/providers'), () => HttpResponse.json([])));
    const seen: boolean[] = [];
    const general: boolean[] = [];
    renderWithAdmin(
      <Form record={{ id: 'r1', marca: 'KIA', modelo: 'Niro', color: 'Blanco' }}>
        <VehicleSections create={create} />
        <FirstCommit text="Precios" seen={seen} />
        <FirstCommit text="Datos generales" seen={general} />
      </Form>,
    );
    return { seen, general };
  };

  it('on an edit, draws Proveedor and Datos generales first, Precios and Equipamiento after', async () => {
    const { seen, general } = drawn(false);
    expect(general).toEqual([true]);
    expect(seen).toEqual([false]);
    expect(await screen.findByText('Precios')).toBeInTheDocument();
    expect(screen.getByText('Equipamiento')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Marca/ })).toHaveValue('KIA');
  });

  it('for a new vehicle, draws every section at once', async () => {
    const { seen, general } = drawn(true);
    expect(general).toEqual([true]);
    expect(seen).toEqual([true]);
  });
});
