// The CountDown Maker resource (spec 2 "CountDown Maker"): its list is the maker itself
// (cards, table, dialogs) at /contadores, over /publishing/api/v1/campaign.
import TimerIcon from '@mui/icons-material/Timer';
import type { CountdownRecord } from '../../domain/campaigns';
import { lazyPage } from '../../pages';

export default {
  list: lazyPage('countdownMaker'),
  icon: TimerIcon,
  recordRepresentation: (record: CountdownRecord) => record.name,
};
