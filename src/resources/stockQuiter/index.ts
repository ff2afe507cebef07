// The Quiter stock (/stock-general-quiter): its list is 'Stock Quiter' with the send panel,
// its show the read-only data sheet of one vehicle at /stock-general-quiter/{idv}.
import InventoryIcon from '@mui/icons-material/Inventory';
import type { StockVehicle } from '../../domain/types';
import { loadStockGeneralPage } from './preload';
import { defineResource } from '../defineResource';

const sheet = () => import('./sheet/VehicleSheetPage');

export default defineResource<StockVehicle>({
  name: 'stock-general-quiter',
  screens: { list: loadStockGeneralPage, show: sheet },
  // The sheet's address is the vehicle's idv right after the list's.
  routes: { ':idv': sheet },
  icon: InventoryIcon,
  recordRepresentation: (vehicle) => String(vehicle.idv),
  menu: { label: 'Stock Quiter', order: 70 },
});
