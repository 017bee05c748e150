import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_PATH, QUIET_CHROMIUM_ARGS } from './chromium-flags';

/**
 * Draws the installed app's icons (public/icons/*.png, named in the web app manifest) from the
 * favicon's mark, in Chromium: the usual sizes with the favicon's rounded square, and a maskable one
 * whose background fills the square and whose mark stays inside the 80 % circle a launcher may cut it
 * to. Run by hand after the mark changes (`npx tsx scripts/app-icons.ts`); the PNGs are committed.
 * And public/favicon.ico (32 px): browsers ask for it whatever the page links, and without it the
 * request would get the app's Not Found page (a 404 the console reports).
 */
const root = join(import.meta.dirname, '..');
const mark = readFileSync(join(root, 'public/favicon.svg'), 'utf8');
const outDir = join(root, 'public/icons');

const ICONS = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'maskable-512.png', size: 512, maskable: true },
  { file: 'apple-touch-icon.png', size: 180, maskable: true },
] as const;

function page(size: number, maskable: boolean): string {
  // A maskable icon: the brand's blue to the edges, the mark at 60 % in the middle (inside the safe zone).
  const svg = maskable ? mark.replace('rx="11"', 'rx="0"') : mark;
  const inner = maskable ? Math.round(size * 0.6) : size;
  const style = `margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${maskable ? '#1d3f8f' : 'transparent'}`;
  const sized = svg.replace('<svg ', `<svg width="${inner}" height="${inner}" `);
  return `<!doctype html><body style="${style}">${sized}</body>`;
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...QUIET_CHROMIUM_ARGS] });
mkdirSync(outDir, { recursive: true });
for (const icon of ICONS) {
  const tab = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
  await tab.setContent(page(icon.size, icon.maskable));
  await tab.screenshot({ path: join(outDir, icon.file), omitBackground: !icon.maskable });
  await tab.close();
  console.log(`public/icons/${icon.file} (${icon.size} px${icon.maskable ? ', maskable' : ''})`);
}
const favicon = await browser.newPage({ viewport: { width: 32, height: 32 } });
await favicon.setContent(page(32, false));
writeFileSync(
  join(root, 'public/favicon.ico'),
  icoOf(await favicon.screenshot({ omitBackground: true }), 32),
);
console.log('public/favicon.ico (32 px)');
await browser.close();

/** An ICO file holding one PNG image (every browser reads PNG inside ICO). */
function icoOf(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size, 6); // width
  header.writeUInt8(size, 7); // height
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9); // reserved
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14); // image size
  header.writeUInt32LE(header.length, 18); // image offset
  return Buffer.concat([header, png]);
}
