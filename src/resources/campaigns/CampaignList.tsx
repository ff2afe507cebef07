// /campaigns (docs/screens/campaigns.md): every campaign with its status, name, dates, colours,
// icon and text; create, edit and delete (with confirmation; a campaign vehicles carry is refused
// with the server's message).
import { Stack } from '@mui/material';
import { CreateButton, DataTable, EditButton, List, TopToolbar } from 'react-admin';
import type { CampaignRecord } from '../../domain/campaigns';
import { campaignColumns } from './campaignColumns';
import { DeleteCampaignButton } from './DeleteCampaignButton';
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
        {campaignColumns<Row>({
          badgeColor: 'campaignColor',
          textColor: 'campaignTextColor',
          icon: 'campaignImage',
          coloursTogether: true,
          text: 'campaignText',
          actions: (r) => (
            <Stack direction="row" onClick={(event) => event.stopPropagation()}>
              <EditButton label="Editar" />
              <DeleteCampaignButton resource="campaigns" record={r} />
            </Stack>
          ),
        })}
      </DataTable>
    </List>
  );
};

export default CampaignList;
