// /campaigns/:id (PUT /campaigns/{id}): saved on the server before leaving (pessimistic: a refusal
// stays on the form with its message); delete with confirmation.
import { Stack } from '@mui/material';
import { Edit, Toolbar, useRecordContext, useRedirect } from 'react-admin';
import type { CampaignRecord } from '../../domain/campaigns';
import { CampaignForm, CampaignSaveButton } from './CampaignForm';
import { DeleteCampaignButton } from './DeleteCampaignButton';

const EditToolbar = () => {
  const record = useRecordContext<CampaignRecord & { id: string }>();
  const redirect = useRedirect();
  return (
    <Toolbar>
      <Stack direction="row" sx={{ width: '100%', justifyContent: 'space-between' }}>
        <CampaignSaveButton />
        {record && (
          <DeleteCampaignButton
            resource="campaigns"
            record={record}
            onDeleted={() => redirect('list', 'campaigns')}
          />
        )}
      </Stack>
    </Toolbar>
  );
};

const CampaignEdit = () => (
  <Edit title="Editar campaña" mutationMode="pessimistic" redirect="list" disableAuthentication>
    <CampaignForm toolbar={<EditToolbar />} />
  </Edit>
);

export default CampaignEdit;
