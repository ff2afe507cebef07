// The react-admin Resource `stock-renting` (spec 2 §2; issue 11 §2): its LIST is the renting
// stock (/stock-renting), its EDIT the edit page (/stock-renting/:id), and `add-vehicle` a
// child route (the create page); react-admin's own /stock-renting/create leads there.
// App.tsx:  <Resource name="stock-renting" {...rentingResource} />
// Every page is lazy (src/pages.ts).
import { createElement, useState } from 'react';
import { Navigate, Route } from 'react-router-dom';
import CarRentalIcon from '@mui/icons-material/CarRental';
import type { RentingVehicle } from '../../domain/renting/types';
import { lazyPage } from '../../pages';
import { readRentingListAhead } from '../../dataProvider/renting';
import { ADD_VEHICLE_PATH } from './paths';

const RentingListPage = lazyPage('rentingList');

/** The list, its stock asked for as the route renders (issue 11 §4: usable ≤ 1 s cold). */
const RentingList = () => {
  useState(readRentingListAhead);
  return createElement(RentingListPage);
};

export const rentingResource = {
  list: RentingList,
  edit: lazyPage('rentingEdit'),
  icon: CarRentalIcon,
  recordRepresentation: (record: RentingVehicle) => `${record.marca} ${record.modelo}`,
  children: [
    createElement(Route, {
      key: 'add-vehicle',
      path: 'add-vehicle',
      element: createElement(lazyPage('rentingCreate')),
    }),
    createElement(Route, {
      key: 'create',
      path: 'create',
      element: createElement(Navigate, { to: ADD_VEHICLE_PATH, replace: true }),
    }),
  ],
};
