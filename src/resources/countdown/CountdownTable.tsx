// The CountDown Maker's table: the campaign columns (a column per colour) with its actions:
// edit in the dialog, delete with confirmation.
import { IconButton, Tooltip } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { DataTable } from 'react-admin';
import type { CountdownRecord } from '../../domain/campaigns';
import { campaignColumns } from '../campaigns/campaignColumns';
import { DeleteCampaignButton } from '../campaigns/DeleteCampaignButton';

type Row = CountdownRecord & { id: string };

/** What the table says when there are no campaigns. */
export const EMPTY_TABLE_TEXT = '¡Ups! No hay datos que mostrar';

export const CountdownTable = ({ onEdit }: { onEdit: (record: Row) => void }) => (
  <DataTable<Row> rowClick={false} bulkActionButtons={false} empty={<p>{EMPTY_TABLE_TEXT}</p>}>
    {campaignColumns<Row>({
      badgeColor: 'badgeColor',
      textColor: 'textColor',
      icon: 'iconUrl',
      coloursTogether: false,
      actions: (r) => (
        <>
          <Tooltip title="Editar">
            <IconButton aria-label={`Editar ${r.name}`} size="small" onClick={() => onEdit(r)}>
              <EditIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <DeleteCampaignButton resource="contadores" record={r} />
        </>
      ),
    })}
  </DataTable>
);
