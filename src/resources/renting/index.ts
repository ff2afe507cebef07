// The renting stock (/stock-renting): its list, its edit page (/stock-renting/:id) and its
// create page at /stock-renting/add-vehicle; react-admin's own /stock-renting/create leads
// there.
import { createElement } from 'react';
import { Navigate, Route } from 'react-router-dom';
import CarRentalIcon from '@mui/icons-material/CarRental';
import { RENTING_CREATE_ROUTE, RESOURCE_CREATE_ROUTE } from '../../domain/recordRoutes';
import type { RentingVehicle } from '../../domain/renting/types';
import { readRentingListAhead } from '../../dataProvider/renting';
import { defineResource } from '../defineResource';
import { ADD_VEHICLE_PATH } from './paths';

export default defineResource<RentingVehicle>({
  name: 'stock-renting',
  screens: { list: () => import('./RentingList'), edit: () => import('./RentingEdit') },
  routes: { [RENTING_CREATE_ROUTE]: () => import('./RentingCreate') },
  icon: CarRentalIcon,
  recordRepresentation: (record) => `${record.marca} ${record.modelo}`,
  // Its stock is asked for as the route renders: usable within 1 s cold.
  readAhead: readRentingListAhead,
  menu: { label: 'Renting', order: 60 },
  children: createElement(Route, {
    path: RESOURCE_CREATE_ROUTE,
    element: createElement(Navigate, { to: ADD_VEHICLE_PATH, replace: true }),
  }),
});
