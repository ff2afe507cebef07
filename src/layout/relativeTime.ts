// "hace 5 minutos" for the bell: the formatting module's relative time (one module formats
// everything), kept under this name for the bell's import.
export { formatRelativeTime as relativeTime } from '../domain/format';
