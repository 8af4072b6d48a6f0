import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ICON_NAMES } from '../../lib/icons';
import { buildSprite, SPRITE_FILE } from '../../scripts/icon-sprite';

describe('icon sprite (public/icons.svg)', () => {
  const sprite = fs.readFileSync(SPRITE_FILE, 'utf8');

  it('has a drawn symbol for every icon name of lib/icons.ts', () => {
    for (const name of ICON_NAMES) {
      const symbol = new RegExp(`<symbol id="${name}" viewBox="0 0 24 24">(.*?)</symbol>`).exec(sprite);
      expect(symbol, name).not.toBeNull();
      expect(symbol![1], name).toMatch(/<(path|circle|rect|line|polyline|polygon|ellipse)\b/);
    }
  });

  it('is up to date with the list (npm run icons:sprite)', () => {
    expect(sprite).toBe(buildSprite());
  });

  it('fails on a name lucide-react does not have', () => {
    expect(() => buildSprite(['no-such-icon'])).toThrow("lucide-react não tem o ícone 'no-such-icon'");
  });
});
