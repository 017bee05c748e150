import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_PATH, QUIET_CHROMIUM_ARGS } from './chromium-flags';

/**
 * Draws the installed app's icons (public/icons/*.png, named in the web app manifest) from the
 * favicon's mark, in Chromium: the usual sizes with the favicon's rounded square, and a maskable one
 * whose background fills the square and whose mark stays inside the 80 % circle a launcher may cut it
 * to. Run by hand after the mark changes (`npx tsx scripts/app-icons.ts`); the PNGs are committed.
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
await browser.close();
