// Aramis Francia, the French supplier: listings are supplier records keyed by vehicle_id (= the
// idv). It takes available VO with deductible VAT only.
import { ARAMIS_PRICE } from '../../src/domain/consistency/channelRules.js';
import {
  ARAMIS_RECORD_FIELDS,
  isAramisEligible,
  toAramisRecord,
  withoutEmptyFields,
} from '../../src/domain/aramis.js';
import { ARAMIS_CSV_NAME, aramisCsv } from '../aramis/csv.js';
import { aramisPanelRoutes } from '../aramis/routes.js';
import { aramisRecordSchema, type AramisRecord } from './aramisRecord.js';
import { listingChannel } from './listingChannel.js';

const BASE = '/publishing/api/v1/aramis/vehicles';

export const aramis = listingChannel<AramisRecord>({
  id: 'aramis',
  label: 'Aramis Francia',
  paths: {
    list: `${BASE}/`,
    create: '/aramis-francia',
    delete: '/aramis-francia/:id',
    sync: `${BASE}/sync`,
  },
  key: 'vehicle_id',
  createBody: aramisRecordSchema,
  eligible: isAramisEligible,
  price: ARAMIS_PRICE,
  // 'Enviar' sends the record marked manual, without its empty fields.
  publishBody: (vehicle) => withoutEmptyFields(toAramisRecord(vehicle, { manual: true })),
  // Its feed is the supplier CSV, written by GET /aramis-francia/csv (the
  // panel's 'Generar CSV' and the channel card's menu) and served from the feeds folder.
  feed: {
    format: 'csv',
    fields: ARAMIS_RECORD_FIELDS,
    files: (listings) => [
      { name: ARAMIS_CSV_NAME, content: aramisCsv(listings), count: listings.length },
    ],
  },
  // The panel /aramis-francia: paged list, edit, CSV, update-stock, drop.
  extraRoutes: aramisPanelRoutes,
});
