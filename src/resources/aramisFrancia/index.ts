// The Aramis Francia panel (/aramis-francia, in 'Webs Externas'): the supplier stock's list
// with its inline edit.
import PublicIcon from '@mui/icons-material/Public';
import { readFirstPageAhead } from '../../dataProvider/channels/aramis';
import { defineResource } from '../defineResource';
import type { AramisRow } from './columns';

export const ARAMIS_ROUTE = '/aramis-francia';

const aramisFrancia = defineResource<AramisRow>({
  name: 'aramis-francia',
  screens: { list: () => import('./AramisList') },
  icon: PublicIcon,
  recordRepresentation: (record) =>
    `${record.vehicle_id} ${record.make_label} ${record.model_label}`,
  menu: { label: 'Aramis Francia', order: 40, group: 'Webs Externas' },
});

// Opened at its own address (a reload, a bookmark): the panel's code and its first page are
// fetched now, while the stored session is verified, rather than once the console has mounted
// (usable within 1 s cold).
if (typeof window !== 'undefined' && window.location.pathname === ARAMIS_ROUTE) {
  void aramisFrancia.options.preload?.();
  if (!window.location.search) readFirstPageAhead();
}

export default aramisFrancia;
