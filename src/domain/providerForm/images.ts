// Images in the provider form: at most 5; if more the message reads 'Solo se permiten 5 imagenes,
// por favor elimina N'. Accepted types png, jpg, webp.

export const MAX_IMAGES = 5;

/** What the file chooser takes (the server checks the bytes again: server/imageUploads.ts). */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

export const acceptsImageType = (type: string): boolean =>
  (IMAGE_TYPES as readonly string[]).includes(type);

/** The message when there are more images than allowed; undefined otherwise. */
export const imageLimitMessage = (count: number, max = MAX_IMAGES): string | undefined =>
  count > max ? `Solo se permiten ${max} imagenes, por favor elimina ${count - max}` : undefined;
