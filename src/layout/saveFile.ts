// Saving a file the console holds (a server's answer, JSON it made): a Blob behind an object URL
// and a hidden link clicked, so the browser saves it without another request (the API wants the
// session's token in a header, so its address cannot simply be opened).
/** Saves `blob` as `fileName`; the URL is revoked after the click was handled, not before. */
export const saveBlob = (blob: Blob, fileName: string, revokeAfterMs = 0): void => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), revokeAfterMs);
};

/** Saves `data` as indented JSON. */
export const saveJson = (data: unknown, fileName: string): void =>
  saveBlob(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), fileName);
