// The moto stock (/motos): its list is the moto table with inline edit, its edit the
// editable vehicle sheet (/motos/{idv}).
import TwoWheelerIcon from '@mui/icons-material/TwoWheeler';
import { prefetchMotos, type MotoRecord } from '../../dataProvider/motos';
import { defineResource } from '../defineResource';

export default defineResource<MotoRecord>({
  name: 'motos',
  screens: { list: () => import('./MotoList'), edit: () => import('./MotoEdit') },
  icon: TwoWheelerIcon,
  recordRepresentation: (record) => String(record.idv),
  readAhead: prefetchMotos,
  // Not in the product's first drawer; staff need it.
  menu: { label: 'Motos', order: 80 },
});
