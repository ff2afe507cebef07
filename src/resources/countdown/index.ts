// The CountDown Maker (/contadores): its list is the maker itself (cards, table, dialogs),
// over the countdown API's campaigns.
import TimerIcon from '@mui/icons-material/Timer';
import type { CountdownRecord } from '../../domain/campaigns';
import { defineResource } from '../defineResource';

export default defineResource<CountdownRecord>({
  name: 'contadores',
  screens: { list: () => import('./CountdownMaker') },
  icon: TimerIcon,
  recordRepresentation: (record) => record.name,
  menu: { label: 'CountDown Maker', order: 21, group: 'Campañas' },
});
