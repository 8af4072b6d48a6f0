/**
 * Writes the generated static images the site needs, when missing:
 * public/hero/hero-600.webp, hero-1200.webp, hero.webp and public/carrossel/1.webp … 5.webp.
 * Run: npx tsx scripts/placeholders.ts (the build runs it first). The files are not committed.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { heroFacadeWebp, placeholderWebp } from '../server/db/placeholder-images';

const publicDir = path.join(process.cwd(), 'public');

const files: { file: string; make: () => Promise<Buffer> }[] = [
  { file: 'hero/hero-600.webp', make: () => heroFacadeWebp(600) },
  { file: 'hero/hero-1200.webp', make: () => heroFacadeWebp(1200) },
  { file: 'hero/hero.webp', make: () => heroFacadeWebp(1920) },
  ...[
    { label: 'Fachada', hue: 24 },
    { label: 'Piscina', hue: 185 },
    { label: 'Apartamentos', hue: 30 },
    { label: 'Café Colonial', hue: 38 },
    { label: 'Centro de Eventos', hue: 15 },
  ].map((p, i) => ({ file: `carrossel/${i + 1}.webp`, make: () => placeholderWebp(p) })),
];

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

async function main() {
  let written = 0;
  for (const { file, make } of files) {
    const target = path.join(publicDir, file);
    if (await exists(target)) continue;
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.writeFile(target, await make());
    written++;
  }
  console.log(written ? `placeholders: ${written} imagem(ns) gerada(s) em public/` : 'placeholders: imagens já existem');
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
