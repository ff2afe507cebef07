// Reference data for the demo stock: a Spanish dealer group's usual brands and versions,
// with plausible technical figures (power, consumption, WLTP CO2, dimensions, list price).
import type { StockVehicle } from '../../src/domain/types.js';

export type Fuel = NonNullable<StockVehicle['combustible']>;

export interface CatalogVersion {
  name: string;
  cv: number;
  fuel: Exclude<Fuel, ''>;
  cc: number | null;
  automatic: boolean;
  gears: number;
  cylinders: number;
  acceleration: number;
  topSpeed: number;
  /** Combined consumption: l/100 km, or kWh/100 km for electric versions. */
  consumption: number;
  co2: number;
  allWheelDrive?: boolean;
}

export interface CatalogModel {
  marca: string;
  modelo: string;
  codigoModelo: string;
  /** World manufacturer identifier, the first three characters of the VIN. */
  wmi: string;
  carroceria: string;
  categoria: 'Utilitario' | 'Compacto' | 'SUV';
  puertas: number;
  plazas: number;
  size: [largo: number, ancho: number, alto: number];
  maletero: number;
  deposito: number;
  neumatico: string;
  peso: number;
  /** List price of the first version when new, in euros. */
  basePrice: number;
  versions: CatalogVersion[];
}

// prettier-ignore
const v = (
  name: string, cv: number, fuel: CatalogVersion['fuel'], cc: number | null, automatic: boolean, gears: number,
  cylinders: number, acceleration: number, topSpeed: number, consumption: number, co2: number, allWheelDrive = false,
): CatalogVersion => ({ name, cv, fuel, cc, automatic, gears, cylinders, acceleration, topSpeed, consumption, co2, allWheelDrive });

type Body = Pick<
  CatalogModel,
  | 'carroceria'
  | 'categoria'
  | 'puertas'
  | 'plazas'
  | 'size'
  | 'maletero'
  | 'deposito'
  | 'neumatico'
  | 'peso'
>;

// prettier-ignore
const body = (carroceria: string, categoria: Body['categoria'], puertas = 5, plazas = 5) =>
  (size: Body['size'], maletero: number, deposito: number, neumatico: string, peso: number): Body =>
    ({ carroceria, categoria, puertas, plazas, size, maletero, deposito, neumatico, peso });

const utilitario = body('Berlina', 'Utilitario');
const utilitario3p = body('Berlina', 'Utilitario', 3, 4);
const compacto = body('Berlina', 'Compacto');
const suv = body('SUV', 'SUV');

// prettier-ignore
const model = (
  marca: string, modelo: string, codigoModelo: string, wmi: string, body: Body, basePrice: number, versions: CatalogVersion[],
): CatalogModel => ({ marca, modelo, codigoModelo, wmi, ...body, basePrice, versions });

// prettier-ignore
export const CATALOG: readonly CatalogModel[] = [
  model('PEUGEOT', '208', 'P24', 'VF3', utilitario([4055, 1745, 1430], 352, 44, '195/55 R16', 1090), 17900, [
    v('1.2 PureTech 75 Active', 75, 'GASOLINA', 1199, false, 5, 3, 13.2, 170, 5.4, 122),
    v('1.2 PureTech 100 Allure', 100, 'GASOLINA', 1199, false, 6, 3, 10.9, 188, 5.5, 124),
    v('e-208 136 Allure', 136, 'ELECTRICO', null, true, 1, 0, 8.1, 150, 15.5, 0),
  ]),
  model('PEUGEOT', '2008', 'P2C', 'VF3', suv([4300, 1770, 1550], 434, 44, '215/60 R17', 1280), 24500, [
    v('1.2 PureTech 130 EAT8 GT', 130, 'GASOLINA', 1199, true, 8, 3, 8.9, 200, 5.9, 134),
    v('1.5 BlueHDi 110 Allure', 110, 'DIESEL', 1499, false, 6, 4, 10.4, 189, 4.8, 126),
  ]),
  model('PEUGEOT', '3008', 'P84', 'VF3', suv([4447, 1841, 1624], 520, 53, '225/55 R18', 1430), 33500, [
    v('1.5 BlueHDi 130 EAT8 Allure', 130, 'DIESEL', 1499, true, 8, 4, 10.6, 192, 5.2, 137),
    v('Hybrid 225 e-EAT8 GT', 225, 'HIBRIDO', 1598, true, 8, 4, 8.7, 225, 1.4, 31),
  ]),
  model('CITROEN', 'C3', 'SX', 'VF7', utilitario([3996, 1749, 1474], 300, 45, '195/60 R16', 1060), 16500, [
    v('1.2 PureTech 83 Feel', 83, 'GASOLINA', 1199, false, 5, 3, 13.7, 170, 5.6, 127),
    v('1.5 BlueHDi 100 Shine', 100, 'DIESEL', 1499, false, 6, 4, 10.9, 187, 4.4, 116),
  ]),
  model('CITROEN', 'C4', 'C41', 'VF7', compacto([4360, 1800, 1525], 380, 50, '205/60 R16', 1250), 24900, [
    v('1.2 PureTech 130 EAT8 Shine', 130, 'GASOLINA', 1199, true, 8, 3, 9.4, 208, 5.8, 131),
    v('ë-C4 136 Feel', 136, 'ELECTRICO', null, true, 1, 0, 9.7, 150, 15.6, 0),
  ]),
  model('BMW', 'Serie 1', 'F70', 'WBA', compacto([4319, 1799, 1434], 380, 42, '205/55 R17', 1365), 32900, [
    v('118i', 136, 'GASOLINA', 1499, true, 7, 3, 8.5, 213, 5.9, 134),
    v('118d', 150, 'DIESEL', 1995, true, 8, 4, 8.4, 216, 4.5, 118),
  ]),
  model('BMW', 'X1', 'U11', 'WBA', suv([4500, 1845, 1642], 540, 54, '225/55 R18', 1575), 42900, [
    v('sDrive18i', 136, 'GASOLINA', 1499, true, 7, 3, 9.0, 205, 6.4, 145),
    v('xDrive25e', 245, 'HIBRIDO', 1499, true, 7, 3, 6.8, 205, 1.7, 38, true),
  ]),
  model('BMW', 'X3', 'G45', 'WBA', suv([4755, 1920, 1660], 570, 65, '245/50 R19', 1860), 58900, [
    v('xDrive20d', 197, 'DIESEL', 1995, true, 8, 4, 7.7, 215, 5.6, 147, true),
    v('xDrive30e', 299, 'HIBRIDO', 1998, true, 8, 4, 6.2, 215, 1.2, 27, true),
  ]),
  model('MINI', 'Cooper', 'J01', 'WMW', utilitario3p([3876, 1744, 1432], 210, 40, '195/55 R16', 1245), 27900, [
    v('Cooper C', 156, 'GASOLINA', 1499, true, 7, 3, 7.7, 225, 5.8, 132),
    v('Cooper SE', 218, 'ELECTRICO', null, true, 1, 0, 6.7, 170, 14.6, 0),
  ]),
  model('HONDA', 'Civic', 'FL4', 'JHM', compacto([4551, 1802, 1408], 410, 40, '235/40 R18', 1460), 34900, [
    v('e:HEV 2.0 Sport', 184, 'HIBRIDO', 1993, true, 1, 4, 7.9, 180, 4.7, 108),
    v('e:HEV 2.0 Advance', 184, 'HIBRIDO', 1993, true, 1, 4, 7.9, 180, 4.8, 110),
  ]),
  model('HONDA', 'HR-V', 'RV5', 'SHH', suv([4330, 1790, 1590], 335, 40, '225/50 R18', 1380), 32900, [
    v('e:HEV 1.5 Elegance', 131, 'HIBRIDO', 1498, true, 1, 4, 10.6, 170, 5.4, 122),
    v('e:HEV 1.5 Advance Style', 131, 'HIBRIDO', 1498, true, 1, 4, 10.6, 170, 5.6, 126),
  ]),
  model('SEAT', 'Ibiza', 'KJ1', 'VSS', utilitario([4059, 1780, 1447], 355, 40, '185/65 R15', 1130), 17900, [
    v('1.0 TSI 95 Style', 95, 'GASOLINA', 999, false, 5, 3, 11.1, 186, 5.3, 121),
    v('1.0 TSI 115 FR', 115, 'GASOLINA', 999, false, 6, 3, 9.3, 198, 5.4, 123),
  ]),
  model('SEAT', 'León', 'KL1', 'VSS', compacto([4368, 1800, 1456], 380, 45, '205/55 R16', 1280), 25900, [
    v('1.5 TSI 130 Style', 130, 'GASOLINA', 1498, false, 6, 4, 9.4, 215, 5.6, 127),
    v('2.0 TDI 150 DSG FR', 150, 'DIESEL', 1968, true, 7, 4, 8.4, 222, 4.6, 121),
  ]),
  model('VOLKSWAGEN', 'Golf', 'CD1', 'WVW', compacto([4284, 1789, 1456], 381, 50, '205/55 R16', 1300), 29900, [
    v('1.5 TSI 130 Life', 130, 'GASOLINA', 1498, false, 6, 4, 9.2, 210, 5.6, 128),
    v('2.0 TDI 115 Life', 115, 'DIESEL', 1968, false, 6, 4, 10.2, 202, 4.3, 113),
    v('1.5 eHybrid 204 DSG Style', 204, 'HIBRIDO', 1498, true, 6, 4, 7.4, 220, 0.3, 6),
  ]),
  model('VOLKSWAGEN', 'T-Roc', 'A11', 'WVG', suv([4234, 1819, 1573], 445, 50, '215/55 R17', 1320), 28900, [
    v('1.0 TSI 115 Life', 115, 'GASOLINA', 999, false, 6, 3, 10.1, 187, 5.9, 134),
    v('2.0 TDI 150 DSG 4Motion Sport', 150, 'DIESEL', 1968, true, 7, 4, 8.8, 205, 5.6, 147, true),
  ]),
  model('NISSAN', 'Qashqai', 'J12', 'SJN', suv([4425, 1838, 1625], 504, 55, '215/60 R17', 1420), 31900, [
    v('DIG-T 140 mHEV Acenta', 140, 'GASOLINA', 1332, false, 6, 4, 10.2, 198, 6.3, 143),
    v('e-POWER 190 N-Connecta', 190, 'HIBRIDO', 1497, true, 1, 3, 7.9, 170, 5.3, 119),
  ]),
  model('FORD', 'Puma', 'J2K', 'WF0', suv([4207, 1805, 1537], 456, 42, '215/55 R17', 1280), 26900, [
    v('1.0 EcoBoost MHEV 125 Titanium', 125, 'GASOLINA', 999, false, 6, 3, 9.8, 191, 5.6, 126),
    v('1.0 EcoBoost MHEV 155 ST-Line X', 155, 'GASOLINA', 999, true, 7, 3, 9.0, 205, 5.9, 133),
  ]),
  model('AUDI', 'A3', '8YA', 'WAU', compacto([4343, 1816, 1449], 380, 50, '225/45 R17', 1320), 35900, [
    v('Sportback 30 TFSI Advanced', 110, 'GASOLINA', 999, false, 6, 3, 10.6, 204, 5.4, 124),
    v('Sportback 35 TDI S tronic S line', 150, 'DIESEL', 1968, true, 7, 4, 8.4, 224, 4.6, 121),
  ]),
  model('TOYOTA', 'Corolla', 'E21', 'SB1', compacto([4370, 1790, 1435], 361, 43, '205/55 R16', 1350), 28900, [
    v('140H Active Tech', 140, 'HIBRIDO', 1798, true, 1, 4, 9.2, 180, 4.5, 102),
    v('200H GR Sport', 196, 'HIBRIDO', 1987, true, 1, 4, 7.5, 180, 4.9, 111),
  ]),
  model('KIA', 'Sportage', 'NQ5', 'U5Y', suv([4515, 1865, 1645], 591, 54, '235/60 R18', 1500), 33900, [
    v('1.6 T-GDi 150 Drive', 150, 'GASOLINA', 1598, false, 6, 4, 9.9, 191, 6.9, 156),
    v('1.6 CRDi 136 MHEV Drive', 136, 'DIESEL', 1598, false, 6, 4, 11.4, 180, 5.3, 139),
    v('1.6 T-GDi HEV 230 Tech', 230, 'HIBRIDO', 1598, true, 6, 4, 8.0, 193, 5.6, 127),
  ]),
  model('HYUNDAI', 'Tucson', 'NX4', 'TMA', suv([4500, 1865, 1650], 620, 54, '235/60 R18', 1510), 32900, [
    v('1.6 TGDI 150 Maxx', 150, 'GASOLINA', 1598, false, 6, 4, 10.3, 188, 6.9, 156),
    v('1.6 TGDI HEV 215 Tecno', 215, 'HIBRIDO', 1598, true, 6, 4, 8.0, 193, 5.5, 125),
  ]),
  model('SEAT', 'Arona', 'KJ7', 'VSS', suv([4153, 1780, 1532], 400, 40, '205/60 R16', 1180), 21900, [
    v('1.0 TSI 110 Style', 110, 'GASOLINA', 999, false, 6, 3, 10.4, 185, 5.6, 127),
    v('1.5 TSI 150 DSG FR', 150, 'GASOLINA', 1498, true, 7, 4, 8.3, 205, 6.0, 136),
  ]),
  model('CUPRA', 'Formentor', 'KM7', 'VSS', suv([4450, 1839, 1511], 450, 55, '245/40 R19', 1440), 36900, [
    v('1.5 TSI 150', 150, 'GASOLINA', 1498, false, 6, 4, 8.9, 204, 6.2, 141),
    v('1.5 e-Hybrid 272 DSG VZ', 272, 'HIBRIDO', 1498, true, 6, 4, 7.0, 210, 0.3, 7),
  ]),
  model('DACIA', 'Sandero', 'DJF', 'UU1', utilitario([4088, 1848, 1499], 328, 50, '185/65 R15', 1090), 14500, [
    v('Stepway TCe 90 Expression', 90, 'GASOLINA', 999, false, 6, 3, 12.2, 172, 5.4, 121),
    v('Stepway ECO-G 100 Extreme', 100, 'GASOLINA', 999, false, 6, 3, 11.6, 172, 6.8, 110),
  ]),
  model('RENAULT', 'Clio', 'BJA', 'VF1', utilitario([4053, 1798, 1440], 391, 42, '195/55 R16', 1150), 19900, [
    v('TCe 90 Evolution', 90, 'GASOLINA', 999, false, 6, 3, 12.2, 180, 5.4, 118),
    v('E-Tech full hybrid 145 Esprit Alpine', 145, 'HIBRIDO', 1598, true, 4, 4, 9.3, 180, 4.2, 96),
  ]),
  model('RENAULT', 'Captur', 'HJE', 'VF1', suv([4239, 1797, 1575], 440, 48, '215/55 R18', 1290), 24900, [
    v('TCe 90 Techno', 90, 'GASOLINA', 999, false, 6, 3, 14.0, 170, 6.1, 133),
    v('E-Tech full hybrid 145 Techno', 145, 'HIBRIDO', 1598, true, 4, 4, 10.6, 170, 4.7, 105),
  ]),
  model('SKODA', 'Octavia', 'NX3', 'TMB', compacto([4698, 1829, 1470], 600, 45, '205/55 R17', 1360), 30900, [
    v('Combi 1.5 TSI 115 Selection', 115, 'GASOLINA', 1498, false, 6, 4, 10.2, 206, 5.5, 125),
    v('2.0 TDI 150 DSG Style', 150, 'DIESEL', 1968, true, 7, 4, 8.8, 229, 4.3, 113),
  ]),
  model('MG', 'ZS', 'AZS', 'LSJ', suv([4430, 1818, 1635], 443, 44, '215/55 R18', 1350), 22900, [
    v('Hybrid+ 197 Luxury', 197, 'HIBRIDO', 1498, true, 3, 4, 8.7, 170, 5.0, 112),
    v('EV Standard Range Comfort', 177, 'ELECTRICO', null, true, 1, 0, 8.6, 175, 17.3, 0),
  ]),
  model('OPEL', 'Corsa', 'F08', 'W0V', utilitario([4061, 1765, 1435], 309, 44, '195/55 R16', 1090), 18900, [
    v('1.2 T 100 GS', 100, 'GASOLINA', 1199, false, 6, 3, 9.9, 194, 5.4, 121),
    v('Electric 136 GS', 136, 'ELECTRICO', null, true, 1, 0, 8.1, 150, 15.8, 0),
  ]),
  model('MERCEDES-BENZ', 'Clase A', 'W177', 'WDD', compacto([4419, 1796, 1440], 355, 43, '205/55 R17', 1395), 37900, [
    v('A 180 Progressive Line', 136, 'GASOLINA', 1332, true, 7, 4, 9.2, 215, 6.0, 136),
    v('A 200 d AMG Line', 150, 'DIESEL', 1950, true, 8, 4, 8.1, 225, 4.6, 121),
  ]),
  model('TOYOTA', 'Yaris Cross', 'XP2', 'VNK', suv([4180, 1765, 1560], 397, 36, '215/55 R18', 1250), 25900, [
    v('120H Active Tech', 116, 'HIBRIDO', 1490, true, 1, 3, 11.2, 170, 4.5, 101),
    v('130H GR Sport', 130, 'HIBRIDO', 1490, true, 1, 3, 10.3, 170, 4.8, 108),
  ]),
];
