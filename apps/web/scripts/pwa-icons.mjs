// The installed app's icons (docs/decisions/0011-installable-app.md), drawn from the favicon's
// shapes with sharp. Run once when the mark changes: node apps/web/scripts/pwa-icons.mjs
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public/assets/icons');
const PIN = 'M16 7a6 6 0 0 0-2 11.7V25l2 2 2-2v-6.3A6 6 0 0 0 16 7z';

/** `any`: the round mark. `maskable`: full bleed, the mark inside the 80% safe zone. */
const svg = (maskable) =>
  maskable
    ? `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#e60023"/><g transform="translate(3.2 3.2) scale(0.8)"><path d="${PIN}" fill="#fff"/></g></svg>`
    : `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="#e60023"/><path d="${PIN}" fill="#fff"/></svg>`;

for (const [name, size, maskable] of [
  ['icon-192.png', 192, false],
  ['icon-512.png', 512, false],
  ['icon-maskable-512.png', 512, true],
  ['apple-touch-icon-180.png', 180, true],
])
  await sharp(Buffer.from(svg(maskable)), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(OUT, name));
