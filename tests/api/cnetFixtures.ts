// Coches.net test listings (docs/API.md "# Coches.net"): a listing the marketplace takes.
import type { MarketplaceListing } from '../../src/domain/cochesNet/listing';

export type ListingAnswer = MarketplaceListing & {
  id: string;
  creation: { date: string; daysFrom: number };
};

/** A complete occasion listing as the console sends it, with the manual car's fields. */
export const validListing = (idv: string): Omit<MarketplaceListing, 'id' | 'creation'> => ({
  internalReference: idv,
  title: 'SEAT León 1.5 TSI S&S FR',
  plate: '1234LMN',
  vin: 'VSSZZZKLZMR000001',
  categoryId: 2500,
  brand: 'SEAT',
  model: 'León',
  version: '1.5 TSI S&S FR 150 CV',
  year: 2022,
  fuelType: 'Gasolina',
  transmissionType: 'Manual',
  bodyType: 'Compacto',
  numberOfDoors: 5,
  kilometers: 18_500,
  offerType: 0,
  warranty: 12,
  officialWarranty: true,
  showCarfaxReport: false,
  certified: 0,
  color: { colorId: 6, metalized: true, additionalColor: 'Gris Magnético' },
  price: {
    priceValue: 21_990,
    bestPrice: 20_990,
    professionalPrice: null,
    monthlyQuota: 289,
    priceWithTaxes: true,
    financingPrice: 20_990,
  },
  information: {
    professional: '',
    private: 'Único propietario, libro de revisiones',
    additional: '',
  },
  photos: [{ url: 'https://fotos.grupoliva.example/990/1.jpg', main: true, order: 1 }],
  environmentalLabel: 'C',
  matriculationYear: 2022,
  provincePrefix: '43',
  hasStock: true,
});
