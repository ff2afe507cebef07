// What the create form starts with: the blank vehicle, one unit in stock.
import { blankRentingVehicle } from '../../../domain/renting/blank';
import type { RentingVehicleInput } from '../../../domain/renting/types';

export const newRentingVehicle = (): RentingVehicleInput => ({
  ...blankRentingVehicle(),
  stock: 1,
});
