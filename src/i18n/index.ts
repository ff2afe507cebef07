// The console's only language is Spanish.
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { es } from './es';

/** Dotted identifiers ('ra.action.save') are message keys; anything else is free text. */
const looksLikeKey = (text: string): boolean => /^[\w-]+(\.[\w-]+)+$/.test(text);

/**
 * Server messages and other free Spanish text reach translate() through notify(); they
 * are shown as they are, silently. A real key missing from es.ts is a bug: it is reported
 * (once) so tests catch it, and the key itself is shown.
 */
const reported = new Set<string>();
const onMissingKey = (key: string, options: Record<string, unknown>): string => {
  if (looksLikeKey(key) && !reported.has(key)) {
    reported.add(key);
    console.warn(`Falta la traducción de la clave "${key}"`);
  }
  return key.replace(/%\{(\w+)\}/g, (match, name: string) =>
    options[name] === undefined ? match : String(options[name]),
  );
};

export const i18nProvider = polyglotI18nProvider(
  () => es,
  'es',
  [{ locale: 'es', name: 'Español' }],
  { allowMissing: false, onMissingKey },
);

export { es };
