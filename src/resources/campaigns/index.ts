// The campaigns (/campaigns): list, create and edit. The CountDown Maker
// (src/resources/countdown) is the same collection seen through the countdown API.
import CampaignIcon from '@mui/icons-material/Campaign';
import type { CampaignRecord } from '../../domain/campaigns';
import { defineResource } from '../defineResource';

export default defineResource<CampaignRecord>({
  name: 'campaigns',
  screens: {
    list: () => import('./CampaignList'),
    create: () => import('./CampaignCreate'),
    edit: () => import('./CampaignEdit'),
  },
  icon: CampaignIcon,
  recordRepresentation: (record) => record.name,
  menu: { label: 'Campañas', order: 20, group: 'Campañas' },
});
