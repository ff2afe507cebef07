// The CountDown Maker's table (spec 2 "CountDown Maker"): status, name, start, end, badge
// colour, text colour, icon and actions (edit in the dialog, delete with confirmation).
import { IconButton, Tooltip } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { DataTable } from 'react-admin';
import type { CountdownRecord } from '../../domain/campaigns';
import { formatDateTimeWithMonth } from '../../domain/format';
import { ColorSwatch } from '../campaigns/ColorSwatch';
import { DeleteCampaignButton } from '../campaigns/DeleteCampaignButton';
import { IconImage } from '../campaigns/IconImage';
import { StatusChip } from '../campaigns/StatusChip';

type Row = CountdownRecord & { id: string };

/** Spec 2 §8 'Empty table'. */
export const EMPTY_TABLE_TEXT = '¡Ups! No hay datos que mostrar';

export const CountdownTable = ({ onEdit }: { onEdit: (record: Row) => void }) => (
  <DataTable<Row> rowClick={false} bulkActionButtons={false} empty={<p>{EMPTY_TABLE_TEXT}</p>}>
    <DataTable.Col<Row>
      source="active"
      label="Estado"
      render={(r) => <StatusChip active={r.active} />}
    />
    <DataTable.Col<Row> source="name" label="Nombre" />
    <DataTable.Col<Row>
      source="startDate"
      label="Inicio"
      render={(r) => formatDateTimeWithMonth(r.startDate)}
    />
    <DataTable.Col<Row>
      source="endDate"
      label="Fin"
      render={(r) => formatDateTimeWithMonth(r.endDate)}
    />
    <DataTable.Col<Row>
      source="badgeColor"
      label="Color del distintivo"
      disableSort
      render={(r) => <ColorSwatch color={r.badgeColor} />}
    />
    <DataTable.Col<Row>
      source="textColor"
      label="Color del texto"
      disableSort
      render={(r) => <ColorSwatch color={r.textColor} />}
    />
    <DataTable.Col<Row>
      source="iconUrl"
      label="Icono"
      disableSort
      render={(r) => <IconImage url={r.iconUrl} background={r.badgeColor} />}
    />
    <DataTable.Col<Row>
      label="Acciones"
      disableSort
      render={(r) => (
        <>
          <Tooltip title="Editar">
            <IconButton aria-label={`Editar ${r.name}`} size="small" onClick={() => onEdit(r)}>
              <EditIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <DeleteCampaignButton resource="contadores" record={r} />
        </>
      )}
    />
  </DataTable>
);
