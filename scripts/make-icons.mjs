// Draws the installable app's icons (public/icons/*.png) from the favicon's shape:
// a white blade on the club's indigo. Run by hand (`node scripts/make-icons.mjs`);
// its output is committed. The maskable icon fills the square and keeps the blade
// inside the central safe zone (80 %), as launchers crop it to their own shape.
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { PNG } from 'pngjs';

const OUT = resolve(import.meta.dirname, '../public/icons');
const FUNDO = [0x36, 0x4f, 0xc7];

/** Distance from point p to the segment a-b (all in units of the 32-unit favicon grid). */
function distancia(px, py, [ax, ay, bx, by]) {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

// The favicon's strokes: the blade, its tip's two sides, the guard.
const TRACOS = [
  [7, 25, 25, 7],
  [21, 7, 25, 7],
  [25, 7, 25, 11],
  [9, 19, 13, 23],
];

function desenhar(tamanho, mascaravel) {
  const png = new PNG({ width: tamanho, height: tamanho });
  // The maskable icon shrinks the drawing into the safe zone; the plain one has rounded corners.
  const escala = mascaravel ? 0.72 : 1;
  const raio = mascaravel ? 0 : (7 / 32) * tamanho;
  for (let y = 0; y < tamanho; y++) {
    for (let x = 0; x < tamanho; x++) {
      const i = (y * tamanho + x) * 4;
      const cx = Math.max(raio - x, 0, x - (tamanho - 1 - raio));
      const cy = Math.max(raio - y, 0, y - (tamanho - 1 - raio));
      const fora = raio > 0 && Math.hypot(cx, cy) > raio;
      // Grid coordinates of the pixel's centre.
      const gx = ((x + 0.5) / tamanho - 0.5) * (32 / escala) + 16;
      const gy = ((y + 0.5) / tamanho - 0.5) * (32 / escala) + 16;
      const d = Math.min(...TRACOS.map((s) => distancia(gx, gy, s)));
      // Stroke 2.5 wide with round caps; one pixel of smoothing at the edge.
      const pixel = 32 / escala / tamanho;
      const branco = Math.max(0, Math.min(1, (1.25 - d) / pixel + 0.5));
      png.data[i] = Math.round(FUNDO[0] + (255 - FUNDO[0]) * branco);
      png.data[i + 1] = Math.round(FUNDO[1] + (255 - FUNDO[1]) * branco);
      png.data[i + 2] = Math.round(FUNDO[2] + (255 - FUNDO[2]) * branco);
      png.data[i + 3] = fora ? 0 : 255;
    }
  }
  return PNG.sync.write(png);
}

mkdirSync(OUT, { recursive: true });
for (const tamanho of [192, 512]) {
  writeFileSync(resolve(OUT, `icon-${tamanho}.png`), desenhar(tamanho, false));
  writeFileSync(resolve(OUT, `maskable-${tamanho}.png`), desenhar(tamanho, true));
}
