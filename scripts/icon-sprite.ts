/**
 * Writes public/icons.svg: one <symbol> per name of lib/icons.ts, drawn by lucide-react.
 * Run: npm run icons:sprite (after changing the list). The file is committed; a unit test checks
 * that it is up to date.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as lucide from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { ICON_NAMES, ICON_SPRITE_PATH } from '../lib/icons';

export const SPRITE_FILE = path.join(process.cwd(), 'public', ICON_SPRITE_PATH);

const pascal = (name: string) => name.replace(/(^|-)([a-z0-9])/g, (_, _dash: string, c: string) => c.toUpperCase());

/** The sprite's text; throws when lucide-react has no icon of a name. */
export function buildSprite(names: readonly string[] = ICON_NAMES): string {
  const symbols = names.map((name) => {
    const icon = (lucide as unknown as Record<string, LucideIcon | undefined>)[pascal(name)];
    if (!icon?.displayName) throw new Error(`lucide-react não tem o ícone '${name}'`);
    const svg = renderToStaticMarkup(createElement(icon));
    const inner = /^<svg[^>]*>([\s\S]*)<\/svg>$/.exec(svg)?.[1];
    if (!inner) throw new Error(`ícone '${name}': SVG inesperado`);
    return `<symbol id="${name}" viewBox="0 0 24 24">${inner}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  fs.writeFileSync(SPRITE_FILE, buildSprite());
  console.log(`icons: ${ICON_NAMES.length} símbolos em ${path.relative(process.cwd(), SPRITE_FILE)}`);
}
