// The routes of the renting stock.
export const RENTING_PATH = '/stock-renting';
export const ADD_VEHICLE_PATH = `${RENTING_PATH}/add-vehicle`;
