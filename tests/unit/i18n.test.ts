import { afterEach, describe, expect, it, vi } from 'vitest';
import englishMessages from 'ra-language-english';
import { es, i18nProvider } from '../../src/i18n';

type Tree = { [key: string]: string | Tree | undefined };
const keysOf = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

describe('Spanish messages', () => {
  afterEach(() => vi.restoreAllMocks());

  it('cover every ra.* key of react-admin', () => {
    const spanish = new Set(keysOf(es as Tree));
    const missing = keysOf(englishMessages as Tree).filter((k) => !spanish.has(k));
    expect(missing).toEqual([]);
  });

  it('translate react-admin keys, with plurals', () => {
    expect(i18nProvider.translate('ra.action.save')).toBe('Guardar');
    expect(i18nProvider.translate('ra.auth.logout')).toBe('Salir');
    expect(i18nProvider.translate('ra.action.bulk_actions', { smart_count: 3 })).toBe(
      '3 elementos seleccionados',
    );
    expect(i18nProvider.translate('resources.notificaciones.name', { smart_count: 2 })).toBe(
      'Notificaciones',
    );
  });

  it('show free text (server messages) as it is, without warnings', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(i18nProvider.translate('Sesión no válida o caducada')).toBe(
      'Sesión no válida o caducada',
    );
    expect(i18nProvider.translate('Guardado %{n}', { n: 2 })).toBe('Guardado 2');
    expect(warn).not.toHaveBeenCalled();
  });

  it('report a missing message key once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(i18nProvider.translate('ra.action.not_a_key')).toBe('ra.action.not_a_key');
    i18nProvider.translate('ra.action.not_a_key');
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
