/**
 * Writes the PNG app icons of public/manifest.json from public/favicon.svg, when missing:
 * public/icons/icon-192.png, icon-512.png and icon-maskable-512.png (also the apple-touch-icon).
 * Run: npx tsx scripts/app-icons.ts (the build runs it first). The files are not committed.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const publicDir = path.join(process.cwd(), 'public');
const ICON_BACKGROUND = '#7a4a1f';

/**
 * Maskable icons are cropped to a circle or squircle by the launcher: the favicon is drawn at 80 %
 * on a full-bleed square of its own background colour, so the house stays inside the safe zone.
 */
function maskable(svg: string): string {
  const inner = /<svg[^>]*>([\s\S]*)<\/svg>/.exec(svg)?.[1];
  if (!inner) throw new Error('public/favicon.svg: conteúdo SVG não encontrado');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-8 -8 80 80"><rect x="-8" y="-8" width="80" height="80" fill="${ICON_BACKGROUND}"/>${inner}</svg>`;
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

async function main() {
  const svg = await fs.readFile(path.join(publicDir, 'favicon.svg'), 'utf8');
  const icons = [
    { file: 'icons/icon-192.png', svg, size: 192 },
    { file: 'icons/icon-512.png', svg, size: 512 },
    { file: 'icons/icon-maskable-512.png', svg: maskable(svg), size: 512 },
  ];
  let written = 0;
  for (const icon of icons) {
    const target = path.join(publicDir, icon.file);
    if (await exists(target)) continue;
    await fs.mkdir(path.dirname(target), { recursive: true });
    // Rendered at the target density, not scaled up from the SVG's 64 px.
    const png = await sharp(Buffer.from(icon.svg), { density: (72 * icon.size) / 64 })
      .resize(icon.size, icon.size)
      .png({ compressionLevel: 9 })
      .toBuffer();
    await fs.writeFile(target, png);
    written++;
  }
  console.log(written ? `icons: ${written} ícone(s) gerado(s) em public/icons/` : 'icons: ícones já existem');
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
