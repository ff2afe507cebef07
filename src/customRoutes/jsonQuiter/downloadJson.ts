// The downloaded JSON is named 'file.json'. A Blob behind an object URL, so the browser saves it
// without another request.
export const DOWNLOAD_FILE_NAME = 'file.json';

export const downloadJson = (data: unknown, fileName: string = DOWNLOAD_FILE_NAME): void => {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.style.display = 'none';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  // Revoked after the click has been handled, not before.
  setTimeout(() => URL.revokeObjectURL(url), 0);
};
