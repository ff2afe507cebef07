// The fuel values, as the stock system sends them, with the words staff read.
export const FUEL_VALUES = ['GASOLINA', 'DIESEL', 'ELECTRICO', 'HIBRIDO'] as const;

export const FUEL_CHOICES = [
  { id: 'GASOLINA', name: 'Gasolina' },
  { id: 'DIESEL', name: 'Diésel' },
  { id: 'ELECTRICO', name: 'Eléctrico' },
  { id: 'HIBRIDO', name: 'Híbrido' },
] as const;
