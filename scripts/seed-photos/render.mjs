// Renders the seed's office photos (scenes.mjs) to WebP with the installed Chromium:
// `node scripts/seed-photos/render.mjs` writes public/seed-photos/room-NN.webp. The
// embedded backend's file host answers office and unit images with these (files.ts).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { scene, SIZE } from './scenes.mjs';

export const COUNT = 16;
const OUT = join(import.meta.dirname, '../../public/seed-photos');
mkdirSync(OUT, { recursive: true });

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage();
for (let i = 0; i < COUNT; i++) {
  const dataUrl = await page.evaluate(
    async ({ svg, width, height }) => {
      const img = new Image();
      img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      canvas.getContext('2d').drawImage(img, 0, 0);
      return canvas.toDataURL('image/webp', 0.72);
    },
    { svg: scene(i), ...SIZE },
  );
  const file = join(OUT, `room-${String(i + 1).padStart(2, '0')}.webp`);
  writeFileSync(file, Buffer.from(dataUrl.split(',')[1], 'base64'));
}
await browser.close();
