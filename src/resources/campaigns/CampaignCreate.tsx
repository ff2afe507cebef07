// /campaigns/create (POST /campaigns): back to the list once created.
import { Create } from 'react-admin';
import { CampaignForm } from './CampaignForm';

const CampaignCreate = () => (
  <Create title="Nueva campaña" redirect="list" disableAuthentication>
    <CampaignForm />
  </Create>
);

export default CampaignCreate;
