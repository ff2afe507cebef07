// The react-admin Resource `gomotor` (spec 3 §2.8; issue 9 §2): its LIST is the web stock
// dashboard (/gomotor), its EDIT the row edit page (/gomotor/:_id). App.tsx:
//   <Resource name="gomotor" {...webStockResource} />
// Both pages are lazy (src/pages.ts). /gomotor/log stays the first site's log page: a static
// route ranks above the Resource's /gomotor/:id.
import { createElement, useState } from 'react';
import LanguageIcon from '@mui/icons-material/Language';
import type { WebStockRecord } from '../../dataProvider/webStock/webStockProvider';
import { WEB_STOCK_CONFIG } from '../../domain/webStock/config';
import { lazyPage } from '../../pages';
import { readAhead } from '../stockDashboard/readAhead';

const WebStockPage = lazyPage('webStock');

/** The dashboard, its rows asked for as the route renders (stockDashboard/readAhead.ts). */
const WebStockList = () => {
  useState(() => readAhead(WEB_STOCK_CONFIG));
  return createElement(WebStockPage);
};

export const webStockResource = {
  list: WebStockList,
  edit: lazyPage('webStockEdit'),
  icon: LanguageIcon,
  recordRepresentation: (record: WebStockRecord) => String(record.idv ?? record._id),
};
