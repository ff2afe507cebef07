// /campaigns (spec 3 §3.3, §7.1): every campaign with its status, name, dates, colours,
// icon and text; create, edit and delete (with confirmation; a campaign vehicles carry is
// refused with the server's message).
import { Stack } from '@mui/material';
import { CreateButton, DataTable, EditButton, List, TopToolbar } from 'react-admin';
import type { CampaignRecord } from '../../domain/campaigns';
import { formatDateTimeWithMonth } from '../../domain/format';
import { ColorSwatch } from './ColorSwatch';
import { DeleteCampaignButton } from './DeleteCampaignButton';
import { IconImage } from './IconImage';
import { StatusChip } from './StatusChip';
import { useLiveCampaigns } from './useCampaignsChanged';

type Row = CampaignRecord & { id: string };

const CampaignList = () => {
  useLiveCampaigns();
  return (
    <List
      disableAuthentication
      title="Campañas"
      perPage={25}
      sort={{ field: 'startDate', order: 'DESC' }}
      empty={false}
      actions={
        <TopToolbar>
          <CreateButton label="Nueva campaña" />
        </TopToolbar>
      }
    >
      <DataTable<Row>
        rowClick="edit"
        bulkActionButtons={false}
        empty={<p>¡Ups! No hay datos que mostrar</p>}
      >
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
          source="campaignColor"
          label="Colores"
          disableSort
          render={(r) => (
            <Stack spacing={0.5}>
              <ColorSwatch color={r.campaignColor} />
              <ColorSwatch color={r.campaignTextColor} />
            </Stack>
          )}
        />
        <DataTable.Col<Row>
          source="campaignImage"
          label="Icono"
          disableSort
          render={(r) => <IconImage url={r.campaignImage} background={r.campaignColor} />}
        />
        <DataTable.Col<Row> source="campaignText" label="Texto" disableSort />
        <DataTable.Col<Row>
          label="Acciones"
          disableSort
          render={(r) => (
            <Stack direction="row" onClick={(event) => event.stopPropagation()}>
              <EditButton label="Editar" />
              <DeleteCampaignButton resource="campaigns" record={r} />
            </Stack>
          )}
        />
      </DataTable>
    </List>
  );
};

export default CampaignList;
