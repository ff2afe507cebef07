// An inline-editable figure of a row (Precio Aramis, Precio exportación, Kilómetros): the
// shared InlineEditCell, saving that field alone. Spanish input ('12.345', '9.790 €'); blank
// empties; a value the figure's rule refuses is not sent.
import { useRecordContext } from 'react-admin';
import { aramisFigureKind } from '../../domain/aramisFields';
import { formatNumber } from '../../domain/format';
import { InlineEditCell } from '../../lists/InlineEditCell';
import { useColumnEuroDecimals } from '../../lists/priceColumns';
import {
  ARAMIS_FIELD_LABELS,
  ARAMIS_PRICES,
  aramisCellText,
  type AramisField,
  type AramisRow,
} from './columns';
import { useSaveField } from './useSaveField';

export const FigureCell = ({ field }: { field: AramisField }) => {
  const record = useRecordContext<AramisRow>();
  if (!record) return null;
  return <FigureCellOf record={record} field={field} />;
};

const FigureCellOf = ({ record, field }: { record: AramisRow; field: AramisField }) => {
  const { save, shown, isPending } = useSaveField(record, field);
  const decimals = useColumnEuroDecimals<AramisRow>(
    ARAMIS_PRICES.has(field) ? field : null,
    (row) => row[field],
  );
  return (
    <InlineEditCell
      name={`${ARAMIS_FIELD_LABELS[field]} de ${record.vehicle_id}`}
      field={{ kind: 'figure', figure: aramisFigureKind(field) ?? 'measure' }}
      pending={isPending}
      text={aramisCellText(shown, field, decimals) || '—'}
      editText={() => formatNumber(shown[field], '')}
      onSave={save}
    />
  );
};
