// Words of the demo stock: paint colours, equipment and sellers' remarks, in Spanish.
export const COLORS: readonly [name: string, code: string, metalizado: boolean][] = [
  ['Blanco Banquise', '0WP0', false],
  ['Blanco Alpine', '300', false],
  ['Gris Artense', 'M0F4', true],
  ['Gris Mineral', 'B39', true],
  ['Negro Perla', 'M09V', true],
  ['Negro Zafiro', '475', true],
  ['Azul Vertigo', 'M0RF', true],
  ['Azul Portimao', 'C31', true],
  ['Rojo Elixir', 'M5F3', true],
  ['Rojo Deseo', '3T3', true],
  ['Plata Aluminio', 'M0ZR', true],
  ['Gris Platino', 'KAD', true],
];

export const INTERIOR_COLORS = [
  'Negro',
  'Gris oscuro',
  'Beige',
  'Negro y gris',
  'Marrón cuero',
] as const;

export const STANDARD_EQUIPMENT = [
  'Climatizador automático bizona',
  'Control de crucero adaptativo',
  'Faros delanteros LED',
  'Sensor de aparcamiento trasero',
  'Cámara de visión trasera',
  'Apple CarPlay y Android Auto inalámbricos',
  'Navegador con pantalla táctil de 10"',
  'Llantas de aleación de 17"',
  'Frenada de emergencia autónoma',
  'Aviso de cambio involuntario de carril',
  'Reconocimiento de señales de tráfico',
  'Volante multifunción de cuero',
  'Acceso y arranque sin llave',
  'Retrovisores eléctricos calefactables',
  'Bluetooth manos libres',
  'Cuadro de instrumentos digital',
  'Sensor de lluvia y luces',
] as const;

export const OPTIONAL_EQUIPMENT = [
  'Techo solar panorámico',
  'Asientos delanteros calefactables',
  'Portón trasero eléctrico',
  'Sistema de sonido premium',
  'Head-up display',
  'Cargador inalámbrico para smartphone',
  'Enganche de remolque',
  'Cristales traseros tintados',
  'Llantas de aleación de 18"',
  'Asientos deportivos',
  'Pack Invierno',
] as const;

export const REMARKS = [
  'Vehículo revisado en nuestro taller oficial.',
  'Libro de mantenimiento sellado en la red oficial.',
  'Garantía oficial del fabricante.',
  'Financiación a medida con entrada desde 0 €.',
  'Único propietario, no fumador.',
  'Neumáticos nuevos.',
  'Precio financiado válido con nuestra financiera.',
  'Entrega inmediata.',
  'Se acepta su vehículo como parte del pago.',
] as const;
