// Renders public/favicon.svg to the PNG icons the head and the web app manifest name.
// Run after changing the SVG: npm exec -- node scripts/artwork/make-icons.mjs
import sharp from 'sharp';

const svg = 'public/favicon.svg';
for (const [file, size] of [
  ['public/favicon-32.png', 32],
  ['public/apple-touch-icon.png', 180],
  ['public/icon-192.png', 192],
  ['public/icon-512.png', 512],
]) {
  // The apple icon sits on the page colour: iOS fills transparency with black anyway.
  const base = sharp(svg, { density: 600 }).resize(size, size);
  await (file.includes('apple') ? base.flatten({ background: '#0b0f0d' }) : base)
    // A palette PNG: two colours and their antialiasing fit 256 entries, at about a third of the bytes.
    .png({ palette: true, compressionLevel: 9, effort: 10 })
    .toFile(file);
  console.log(file);
}
