// The placeholder photo of a demo vehicle: a car's outline on a gradient whose hue comes from
// the idv, so each vehicle's photos look alike and differ from the next vehicle's.
import { hashSeed } from '../seed/random.js';

export function demoImageSvg(idv: string, photo: number): string {
  const hue = hashSeed(idv) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="hsl(${hue},45%,82%)"/><stop offset="1" stop-color="hsl(${hue},35%,58%)"/>
</linearGradient></defs>
<rect width="800" height="600" fill="url(#g)"/>
<path d="M150 380 L210 300 Q230 270 270 265 L520 260 Q560 260 590 290 L650 345 Q690 352 700 380 L700 420 L100 420 L100 390 Q110 380 150 380 Z" fill="hsl(${hue},30%,28%)"/>
<circle cx="230" cy="420" r="48" fill="#222"/><circle cx="230" cy="420" r="22" fill="#bbb"/>
<circle cx="580" cy="420" r="48" fill="#222"/><circle cx="580" cy="420" r="22" fill="#bbb"/>
<text x="400" y="520" font-family="sans-serif" font-size="34" text-anchor="middle" fill="#fff">Vehículo ${idv} · Foto ${photo}</text>
</svg>
`;
}
