// One field of one record saved from the row (inline edit): PATCH with that field only, pessimistic
// (the row changes when the server has stored it); a refusal shows the server's message and the row
// keeps the stored value.
import { useState } from 'react';
import { useNotify, useUpdate } from 'react-admin';
import { ARAMIS_PANEL_RESOURCE } from '../../dataProvider/channels/aramis';
import type { AramisField, AramisRow } from './columns';

export const FIELD_SAVED_MESSAGE = 'Vehículo actualizado';

export const useSaveField = (record: AramisRow, field: AramisField) => {
  const [update, { isPending }] = useUpdate<AramisRow>();
  const notify = useNotify();
  const [sent, setSent] = useState<{ value: unknown } | null>(null);
  const save = (value: unknown) => {
    if ((record[field] ?? null) === value) return;
    setSent({ value });
    void update(
      ARAMIS_PANEL_RESOURCE,
      { id: record.id, data: { [field]: value }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setSent(null);
          notify(FIELD_SAVED_MESSAGE, { type: 'success' });
        },
        onError: (error) => {
          setSent(null);
          notify(error instanceof Error ? error.message : 'No se ha podido guardar el cambio', {
            type: 'error',
          });
        },
      },
    );
  };
  // While the server stores it, the row shows the value sent.
  const shown: AramisRow = sent ? { ...record, [field]: sent.value } : record;
  return { save, shown, isPending };
};
