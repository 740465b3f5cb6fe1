import sharp from 'sharp';

let counter = 0;

/**
 * A PNG no earlier call made in this process (colour from a counter, size from `rng`), with a
 * gradient so the server's resizes do real work. Sizes 200-900 px wide.
 */
export function uniquePng(rng) {
  counter++;
  const width = rng.int(200, 900);
  const height = rng.int(200, 900);
  const [r, g, b] = [(counter * 53) % 256, (counter * 97) % 256, Math.floor(counter / 256) % 256];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="rgb(${r},${g},${b})"/>
    <stop offset="1" stop-color="rgb(${b},${r},${g})"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="rgb(${g},${b},${r})"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer();
}
