import { describe, expect, it } from 'vitest';
import { sanitizeFileName } from '@/lib/media';
import { sniffFormat } from '@/server/media/inspect';
import { variantWidths } from '@/server/media/variants';
import { createLimiter } from '@/server/media/limiter';

describe('sanitizeFileName (spec §5)', () => {
  it.each([
    ['Foto da Piscina.JPG', 'foto-da-piscina.jpg'],
    ['Café Colonial (2).png', 'caf--colonial--2-.png'],
    ['quarto_luxo-01.webp', 'quarto_luxo-01.webp'],
    ['../../etc/passwd', '..-..-etc-passwd'],
    ['a/b\\c:d*e?f"g<h>i|j', 'a-b-c-d-e-f-g-h-i-j'],
    ['ÁGUA BOA 🏨.jpeg', '-gua-boa---.jpeg'],
  ])('%s → %s', (name, expected) => {
    expect(sanitizeFileName(name)).toBe(expected);
  });
});

describe('sniffFormat: decided from the bytes', () => {
  it.each([
    [[0xff, 0xd8, 0xff, 0xe0], 'jpeg'],
    [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'png'],
    [[...Buffer.from('GIF89a')], 'gif'],
    [[...Buffer.from('RIFF'), 0, 0, 0, 0, ...Buffer.from('WEBP')], 'webp'],
    [[0, 0, 0, 0x1c, ...Buffer.from('ftypavif'), 0, 0, 0, 0, ...Buffer.from('mif1avif')], 'avif'],
    [[0, 0, 0, 0x18, ...Buffer.from('ftypheic'), 0, 0, 0, 0, ...Buffer.from('mif1heic')], null],
    [[...Buffer.from('\uFEFF  <svg xmlns="http://www.w3.org/2000/svg"/>')], 'svg'],
    [[...Buffer.from('<!DOCTYPE html><svg></svg>')], null],
    [[...Buffer.from('%PDF-1.7')], null],
  ])('%j → %s', (bytes, format) => {
    expect(sniffFormat(Buffer.from(bytes))).toBe(format);
  });
});

describe('variantWidths', () => {
  it('the spec widths below the image and its own width, never more', () => {
    expect(variantWidths(6000)).toEqual([2560, 1920, 1600, 1280, 1024, 800, 640, 480]);
    expect(variantWidths(2560)).toEqual([2560, 1920, 1600, 1280, 1024, 800, 640, 480]);
    expect(variantWidths(1700)).toEqual([1700, 1600, 1280, 1024, 800, 640, 480]);
    expect(variantWidths(480)).toEqual([480]);
    expect(variantWidths(120)).toEqual([120]);
  });
});

describe('createLimiter', () => {
  it('runs at most n at once, queues a few, refuses beyond', async () => {
    const limiter = createLimiter(2, 1);
    const gates: (() => void)[] = [];
    const task = () => new Promise<string>((resolve) => gates.push(() => resolve('feito')));
    const a = limiter.run(task);
    const b = limiter.run(task);
    const c = limiter.run(task);
    expect(await limiter.run(task)).toBeNull();
    await Promise.resolve();
    expect(gates).toHaveLength(2);
    gates[0]!();
    expect(await a).toBe('feito');
    await new Promise((r) => setTimeout(r, 0));
    expect(gates).toHaveLength(3);
    gates[1]!();
    gates[2]!();
    expect(await Promise.all([b, c])).toEqual(['feito', 'feito']);
    expect(limiter.active).toBe(0);
  });
});
