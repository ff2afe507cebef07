// The Aramis Francia resource (issue 13 §1; spec 2 "Panel de Aramis Francia"; route
// /aramis-francia, menu 'Webs Externas'): the supplier stock's list with its inline edit.
import PublicIcon from '@mui/icons-material/Public';
import { readFirstPageAhead } from '../../dataProvider/channels/aramis';
import { lazyPage, preloadPage } from '../../pages';
import type { AramisRow } from './columns';

export const ARAMIS_ROUTE = '/aramis-francia';

// Opened at its own address (a reload, a bookmark): the panel's code and its first page are
// fetched now, while the stored session is verified, rather than once the console has mounted
// (issue 13 §5: usable within 1 s cold).
if (typeof window !== 'undefined' && window.location.pathname === ARAMIS_ROUTE) {
  void preloadPage('aramisFrancia');
  if (!window.location.search) readFirstPageAhead();
}

export default {
  list: lazyPage('aramisFrancia'),
  icon: PublicIcon,
  recordRepresentation: (record: AramisRow) =>
    `${record.vehicle_id} ${record.make_label} ${record.model_label}`,
};
