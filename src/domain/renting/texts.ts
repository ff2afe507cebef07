// The renting screens' texts and timings.

export const RENTING_TEXTS = {
  listTitle: 'Stock de vehículos de renting',
  createButton: 'Crear Vehículo',
  empty: 'No hay vehículos en el stock de renting, puedes crear uno desde CREAR VEHÍCULO',
  tableTitle: 'Resultados',
  actions: 'Acciones',
  view: 'Ver',
  downloadCsv: 'Descargar fichero CSV',
  importCsv: 'Importar CSV',
  noCsvChosen: 'No hay fichero seleccionado!!!',
  createTitle: 'Crear vehículo de renting',
  saveCreate: 'Guardar Vehículo',
  saveEdit: 'Guardar',
  uploadImage: 'Subir imagen',
  imagesTitle: 'Imágenes del vehículo',
  noPhotos: 'Este vehículo no tiene fotos',
  generateOffer: 'Generar Oferta',
  saved: 'Vehículo guardado 😄',
  missingRequired: 'Todos los campos con * son necesarios 😒',
  updateFailed: 'Ha ocurrido un error al actualizar el vehículo',
  updated: 'Vehículo actualizado con éxito',
  deleteQuestion: 'Seguro que desea eliminar el vehículo?',
  deleteWarning: 'Esta acción, no se puede deshacer...',
  minPriceHint: 'Ej: 10.000 km/año · 48 meses',
} as const;

/** The app goes to /stock-renting 3 s after a create. */
export const CREATE_REDIRECT_MS = 3000;
/** Error snackbars close on their own after 45 s. */
export const ERROR_SNACKBAR_MS = 45000;
/** Renting tables show 10 rows per page. */
export const RENTING_PAGE_SIZE = 10;

/** The edit page's title: 'Editar {marca} {modelo}'. */
export const editTitle = (vehicle: { marca?: unknown; modelo?: unknown } | undefined): string =>
  ['Editar', vehicle?.marca, vehicle?.modelo]
    .filter((part) => typeof part === 'string' && part.trim() !== '')
    .join(' ');
