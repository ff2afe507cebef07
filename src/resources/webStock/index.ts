// The react-admin Resource `gomotor` (spec 3 §2.8; issue 9 §2): its LIST is the web stock
// dashboard (/gomotor), its EDIT the row edit page (/gomotor/:_id). App.tsx:
//   <Resource name="gomotor" {...webStockResource} />
// Both pages are lazy (src/pages.ts). /gomotor/log stays the first site's log page: a static
// route ranks above the Resource's /gomotor/:id.
import LanguageIcon from '@mui/icons-material/Language';
import type { WebStockRecord } from '../../dataProvider/webStock/webStockProvider';
import { lazyPage } from '../../pages';

export const webStockResource = {
  list: lazyPage('webStock'),
  edit: lazyPage('webStockEdit'),
  icon: LanguageIcon,
  recordRepresentation: (record: WebStockRecord) => String(record.idv ?? record._id),
};
