// The marketplace's brand list for the manual creation form (GET /cnet/api/brands?categoryId=2500).
// Category 2500 is cars. BMW 7 and MINI 222 are the marketplace's real ids; the other ids are the
// reference marketplace's own.
import type { Brand } from './client.js';

export const CAR_CATEGORY = 2500;

export const CAR_BRANDS: readonly Brand[] = [
  { id: 3, name: 'AUDI' },
  { id: 7, name: 'BMW' },
  { id: 12, name: 'CITROEN' },
  { id: 13, name: 'CUPRA' },
  { id: 14, name: 'DACIA' },
  { id: 18, name: 'FORD' },
  { id: 21, name: 'HONDA' },
  { id: 22, name: 'HYUNDAI' },
  { id: 27, name: 'KIA' },
  { id: 34, name: 'MERCEDES-BENZ' },
  { id: 35, name: 'MG' },
  { id: 222, name: 'MINI' },
  { id: 38, name: 'NISSAN' },
  { id: 39, name: 'OPEL' },
  { id: 40, name: 'PEUGEOT' },
  { id: 43, name: 'RENAULT' },
  { id: 46, name: 'SEAT' },
  { id: 47, name: 'SKODA' },
  { id: 52, name: 'TOYOTA' },
  { id: 53, name: 'VOLKSWAGEN' },
];
