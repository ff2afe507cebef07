// GOmotor: the counter, the disclaimer and the campaign prices the web shows are the web host row's
// (docs/API.md "Own sites" › where marketing and discount live: a web sync KEEPS the row's
// `marketing` and `discount`). So the edit page reads and writes them on the vehicle's web row
// (found by idv), not on the sale stock. Grupo Oliva has no web host: its vehicle holds them
// (WebRowContext stays 'off', the inputs work on the vehicle as before).
import { createContext, useContext, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { WebStockDataProvider } from '../../../dataProvider/webStock/webStockProvider';
import { WEB_STOCK_RESOURCE } from '../../../domain/webStock/config';
import type { WebStockRow } from '../../../domain/webStock/row';

export const NOT_ON_WEB_NOTE =
  'Este vehículo no está publicado en la web de GOmotor: el contador, el precio campaña y el disclaimer se asignan cuando esté publicado (Sincronización Web).';
export const WEB_ROW_LOAD_FAILURE =
  'No se ha podido leer el vehículo en la web de GOmotor: el contador, el precio campaña y el disclaimer no se pueden editar ahora.';

/** Only what the edit page needs of the row (GET /gomotor-api/vehicles?fields=…). */
export const WEB_ROW_FIELDS = ['_id', 'idv', 'marketing', 'discount'] as const;

export type WebRowState =
  | { status: 'off' }
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'error' }
  | { status: 'found'; row: WebStockRow };

export const WebRowContext = createContext<WebRowState>({ status: 'off' });
export const useWebRowState = () => useContext(WebRowContext);

/** Whether the web field inputs can be edited (off: the vehicle's own; found: the row's). */
export const webInputsEnabled = (state: WebRowState) =>
  state.status === 'off' || state.status === 'found';

/** The web rows the edit page looks its vehicle up in (WEB_ROW_FIELDS of each). */
export const WEB_ROWS_QUERY_KEY = ['gomotor-api', 'web-rows'] as const;

/**
 * The GOmotor web row of a vehicle by idv (null: not on the web; undefined while either the
 * rows or the idv are on their way). The rows are read as the page opens, beside the vehicle:
 * the idv is only needed to find the row among them, not to ask for them.
 */
export const useWebStockRow = (idv: string | undefined, enabled: boolean) => {
  const dataProvider = useDataProvider<WebStockDataProvider>();
  const rows = useQuery({
    queryKey: WEB_ROWS_QUERY_KEY,
    enabled,
    retry: false,
    queryFn: ({ signal }): Promise<WebStockRow[]> =>
      dataProvider.getAll(WEB_STOCK_RESOURCE, { signal, fields: WEB_ROW_FIELDS }),
  });
  const data = useMemo(
    () =>
      idv === undefined || !rows.data
        ? undefined
        : (rows.data.find((row) => String(row.idv) === idv) ?? null),
    [rows.data, idv],
  );
  return { data, isError: rows.isError, isPending: data === undefined };
};

export const webRowState = (
  enabled: boolean,
  query: { data?: WebStockRow | null; isError: boolean; isPending: boolean },
): WebRowState => {
  if (!enabled) return { status: 'off' };
  if (query.isError) return { status: 'error' };
  if (query.data === null) return { status: 'missing' };
  if (query.data) return { status: 'found', row: query.data };
  return { status: 'loading' };
};
