// The Aramis Francia resource (issue 13 §1; spec 2 "Panel de Aramis Francia"; route
// /aramis-francia, menu 'Webs Externas'): the supplier stock's list with its inline edit.
import PublicIcon from '@mui/icons-material/Public';
import { lazyPage } from '../../pages';
import type { AramisRow } from './columns';

export default {
  list: lazyPage('aramisFrancia'),
  icon: PublicIcon,
  recordRepresentation: (record: AramisRow) =>
    `${record.vehicle_id} ${record.make_label} ${record.model_label}`,
};
