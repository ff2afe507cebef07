// The routes of the renting stock.
import { RENTING_CREATE_ROUTE } from '../../domain/recordRoutes';

export const RENTING_PATH = '/stock-renting';
export const ADD_VEHICLE_PATH = `${RENTING_PATH}/${RENTING_CREATE_ROUTE}`;
