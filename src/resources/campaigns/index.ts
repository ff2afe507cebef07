// The campaigns resource (spec 3 §3.3, §7.1; route /campaigns): list, create and edit over
// /campaigns. The CountDown Maker (src/resources/countdown) is the same collection seen
// through the countdown API.
import CampaignIcon from '@mui/icons-material/Campaign';
import type { CampaignRecord } from '../../domain/campaigns';
import { lazyPage } from '../../pages';

export default {
  list: lazyPage('campaigns'),
  create: lazyPage('campaignCreate'),
  edit: lazyPage('campaignEdit'),
  icon: CampaignIcon,
  recordRepresentation: (record: CampaignRecord) => record.name,
};
