// "hace 5 minutos" for the bell (spec 1 §4): the formatting module's relative time (issue 7
// §4, one module formats everything), kept under this name for the bell's import.
export { formatRelativeTime as relativeTime } from '../domain/format';
