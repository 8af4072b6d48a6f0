import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { localDiskStorage } from '@/server/storage/local-disk';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'hotel-media-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('local disk storage', () => {
  it('reads a name too long, a path through a file or a folder as a missing file (the /media route answers 404)', async () => {
    const storage = localDiskStorage(root);
    await storage.put('seed/a.webp', Buffer.from('x'), 'image/webp');
    await storage.put('pasta.webp/b.webp', Buffer.from('y'), 'image/webp');
    expect(await storage.get('seed/a.webp')).toEqual(Buffer.from('x'));
    expect(await storage.get(`${'a'.repeat(300)}.webp`)).toBeNull(); // ENAMETOOLONG
    expect(await storage.get('seed/a.webp/x.webp')).toBeNull(); // ENOTDIR
    expect(await storage.get('pasta.webp')).toBeNull(); // EISDIR
    expect(await storage.get('seed/nao-existe.webp')).toBeNull();
  });
});
