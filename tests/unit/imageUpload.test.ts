// The words every image route answers with (src/domain/imageUpload.ts).
import { describe, expect, it } from 'vitest';
import { formatMegapixels, IMAGE_UPLOAD_MESSAGES } from '../../src/domain/imageUpload';

describe('image upload messages', () => {
  it('names the limits as a person reads them', () => {
    expect(formatMegapixels(50_000_000)).toBe('50');
    expect(formatMegapixels(1_500_000)).toBe('1,5');
    expect(IMAGE_UPLOAD_MESSAGES.tooManyPixels(50_000_000)).toBe(
      'La imagen tiene demasiados píxeles (máximo 50 megapíxeles)',
    );
    expect(IMAGE_UPLOAD_MESSAGES.tooLarge(5 * 1024 * 1024)).toBe(
      'La imagen supera el tamaño máximo (5 MB)',
    );
  });

  it('says a bad file is not an image, and nothing about other kinds of file', () => {
    expect(IMAGE_UPLOAD_MESSAGES.notImage).toBe('El fichero no es una imagen válida');
    for (const message of [IMAGE_UPLOAD_MESSAGES.notImage, IMAGE_UPLOAD_MESSAGES.noFile]) {
      expect(message).not.toMatch(/csv/i);
    }
  });
});
