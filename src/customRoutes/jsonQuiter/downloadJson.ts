// The downloaded JSON is named 'file.json'.
import { saveJson } from '../../layout/saveFile';

export const DOWNLOAD_FILE_NAME = 'file.json';

export const downloadJson = (data: unknown, fileName: string = DOWNLOAD_FILE_NAME): void =>
  saveJson(data, fileName);
