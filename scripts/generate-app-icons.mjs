// Draws the installable app's icons (PNG, no text, no font): a white shopping bag on the shop's accent colour.
// `node scripts/generate-app-icons.mjs` rewrites src/app/pwa/icons/*.png; they are committed, so builds need
// nothing but Node. "any" icons have rounded corners; the maskable one fills the square and keeps the bag inside
// the 80 % safe zone that launchers may crop to.
import { mkdirSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const ACCENT = [0x0b, 0x5c, 0xad];
const WHITE = [0xff, 0xff, 0xff];
const out = new URL('../src/app/pwa/icons/', import.meta.url);

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf) => {
  let c = 0xffffffff;
  for (const byte of buf) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

function png(size, pixel) {
  const rows = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 4);
    for (let x = 0; x < size; x++) {
      const [r, g, b, a] = pixel((x + 0.5) / size, (y + 0.5) / size);
      row.set([r, g, b, a], 1 + x * 4);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The bag in unit coordinates centred on (0.5, 0.5), scaled by `scale`. */
function bag(u, v, scale) {
  const x = (u - 0.5) / scale + 0.5;
  const y = (v - 0.5) / scale + 0.5;
  const body = x >= 0.22 && x <= 0.78 && y >= 0.36 && y <= 0.8;
  const dx = x - 0.5;
  const dy = y - 0.36;
  const r = Math.hypot(dx, dy);
  const handle = y <= 0.36 && r >= 0.12 && r <= 0.17;
  return body || handle;
}

function icon(size, { maskable }) {
  return png(size, (u, v) => {
    if (!maskable) {
      // Rounded square corners (radius 18 %), transparent outside.
      const r = 0.18;
      const cx = Math.min(Math.max(u, r), 1 - r);
      const cy = Math.min(Math.max(v, r), 1 - r);
      if (Math.hypot(u - cx, v - cy) > r) return [0, 0, 0, 0];
    }
    return [...(bag(u, v, maskable ? 0.7 : 0.9) ? WHITE : ACCENT), 255];
  });
}

mkdirSync(out, { recursive: true });
writeFileSync(new URL('icon-192.png', out), icon(192, { maskable: false }));
writeFileSync(new URL('icon-512.png', out), icon(512, { maskable: false }));
writeFileSync(new URL('icon-maskable-512.png', out), icon(512, { maskable: true }));
console.log('icons written to', out.pathname);
