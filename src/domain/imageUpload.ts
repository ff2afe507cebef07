// What the server answers about an uploaded image, the same on every route that takes one
// (vehicle photos, campaign icons, the provider form's images, renting photos, the motos' and
// Coches.net photos). Shared with the server, hence the .js imports.
import { formatFileSize, formatNumber } from './format.js';

/** The image kinds kept: everything else (GIF, SVG, HEIC…) is refused as not an image. */
export const IMAGE_FORMATS = ['jpeg', 'png', 'webp'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** 50 000 000 → '50'; 1 500 000 → '1,5'. */
export const formatMegapixels = (pixels: number): string => formatNumber(pixels / 1_000_000);

export const IMAGE_UPLOAD_MESSAGES = {
  noFile: 'No se ha recibido ninguna imagen (campo file)',
  notImage: 'El fichero no es una imagen válida',
  tooLarge: (maxBytes: number) => `La imagen supera el tamaño máximo (${formatFileSize(maxBytes)})`,
  tooManyPixels: (maxPixels: number) =>
    `La imagen tiene demasiados píxeles (máximo ${formatMegapixels(maxPixels)} megapíxeles)`,
} as const;

/** What a file chooser offers for them ('image/jpeg,image/png,image/webp'). */
export const IMAGE_ACCEPT = IMAGE_FORMATS.map((format) => `image/${format}`).join(',');
