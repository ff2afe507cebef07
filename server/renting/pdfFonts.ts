// The offer PDF's fonts: Liberation Sans, regular and bold, embedded so 'ñ', '€' and accents
// render in any viewer.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const FONT_FILES = { regular: 'LiberationSans-Regular.ttf', bold: 'LiberationSans-Bold.ttf' };

/** server/renting/fonts from the sources (tsx) or from a compiled copy (dist-server/…). */
function fontFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  const tried = [join(dir, 'fonts')];
  for (let up = 0; up < 6; up++) {
    tried.push(join(dir, 'server', 'renting', 'fonts'));
    dir = dirname(dir);
  }
  const found = tried.find((folder) => existsSync(join(folder, FONT_FILES.regular)));
  if (!found) throw new Error(`Renting PDF fonts not found (looked in ${tried.join(', ')})`);
  return found;
}
/** The two font files, read once per process (each offer embeds a subset of them). */
let fonts: { regular: Buffer; bold: Buffer } | undefined;
export const fontData = () => {
  if (!fonts) {
    const folder = fontFolder();
    fonts = {
      regular: readFileSync(join(folder, FONT_FILES.regular)),
      bold: readFileSync(join(folder, FONT_FILES.bold)),
    };
  }
  return fonts;
};
