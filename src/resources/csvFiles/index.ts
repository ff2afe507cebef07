// The CSV files uploaded to the server (/subir-csv): their list, with the upload. Its records
// are the API's `csv-files`.
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { defineResource } from '../defineResource';

export default defineResource<{ name: string }>({
  name: 'subir-csv',
  screens: { list: () => import('./CsvFilesPage') },
  icon: UploadFileIcon,
  recordRepresentation: (file) => file.name,
  menu: { label: 'Ficheros CSV', order: 100 },
});
