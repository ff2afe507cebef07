// The react-admin Resource `motos` (issue 12; spec 1 §2 /motos and /motos/{idv}): its LIST is
// the moto table with inline edit, its EDIT the editable vehicle sheet. App.tsx:
//   <Resource name="motos" {...motoResource} />
// Both pages are lazy (src/pages.ts) so the sign-in chunk stays small.
import { createElement, useState } from 'react';
import TwoWheelerIcon from '@mui/icons-material/TwoWheeler';
import { prefetchMotos, type MotoRecord } from '../../dataProvider/motos';
import { lazyPage } from '../../pages';

const MotoListPage = lazyPage('motos');

/** The table, its motos asked for as the route renders (while the page's code loads). */
const MotoListRoute = () => {
  useState(prefetchMotos);
  return createElement(MotoListPage);
};

export const motoResource = {
  list: MotoListRoute,
  edit: lazyPage('motoEdit'),
  icon: TwoWheelerIcon,
  recordRepresentation: (record: MotoRecord) => String(record.idv),
};
