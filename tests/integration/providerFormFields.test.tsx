// /proveedor/nuevo: each panel's fields in order, with their hints, and the cascade's selects
// waiting for the choices above them.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import ProviderFormPage from '../../src/customRoutes/providerForm/ProviderFormPage';
import { renderWithAdmin } from './utils';

/** A panel's fields as shown: label, hint and whether it waits (disabled). */
const fieldsOf = (panel: HTMLElement) =>
  Array.from(panel.querySelectorAll('.MuiFormControl-root, .MuiFormControlLabel-root')).map(
    (control) => {
      const label = control.querySelector('label, .MuiFormControlLabel-label')?.textContent ?? '';
      const hint = control.querySelector('.MuiFormHelperText-root')?.textContent ?? '';
      const disabled = control.querySelector('.Mui-disabled') !== null;
      return [label.replace(/\s*\*$/, ''), hint, disabled ? 'disabled' : ''].join(' | ');
    },
  );

describe('provider form fields', () => {
  it('lays out the four panels, each field with its hint, the loaded selects waiting', async () => {
    renderWithAdmin(<ProviderFormPage />);
    await screen.findByRole('heading', { name: 'Marca y modelo' });
    const panels = ['Marca y modelo', 'Precio y garantía', 'Datos de la versión', 'Acabado'].map(
      (title) => {
        const heading = screen.getByRole('heading', { name: title });
        const panel = heading.closest('.MuiAccordion-root') as HTMLElement;
        return [title, fieldsOf(panel)];
      },
    );
    expect(panels).toEqual([
      [
        'Marca y modelo',
        [
          'Marca | Campo requerido | ',
          'Año | Campo requerido | ',
          'Combustible | Campo requerido | ',
          'Modelo | Campo requerido · elija marca, año y combustible | disabled',
        ],
      ],
      [
        'Precio y garantía',
        [
          'Precio al contado (con IVA) | Campo requerido | ',
          'Precio financiado (con IVA) | Campo opcional | ',
          'Cuota mensual | Campo opcional | ',
          'Recargo del proveedor | Campo opcional | ',
          'Garantía | Campo requerido | ',
        ],
      ],
      [
        'Datos de la versión',
        [
          'Carrocería | Campo requerido · elija el modelo | disabled',
          'Puertas | Campo requerido · elija el modelo | disabled',
          'Cambio | Campo requerido | ',
          'Versión | Campo requerido · elija carrocería, puertas y cambio | disabled',
          'Número de bastidor | Campo opcional | ',
          'Ubicación | Campo requerido | ',
          'Etiqueta medioambiental | Campo requerido | ',
        ],
      ],
      [
        'Acabado',
        [
          'Color | Campo requerido | ',
          'Color del fabricante | Campo opcional | ',
          'Pintura metalizada |  | ',
          'En stock |  | ',
          'Equipamiento (uno por línea) | Campo opcional | ',
        ],
      ],
    ]);
    // The live provider price under the prices.
    expect(screen.getByTestId('provider-prices')).toHaveTextContent('Al contado:');
  });
});
