import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { localDiskStorage } from '@/server/storage/local-disk';
import { StorageConflictError } from '@/server/storage/types';

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

describe('local disk storage: writes', () => {
  it('never overwrites a key, removes several keys at once and ignores missing ones', async () => {
    const storage = localDiskStorage(root);
    expect(await storage.put('uploads/gallery/1-a-x.webp', Buffer.from('um'), 'image/webp')).toEqual({ key: 'uploads/gallery/1-a-x.webp', url: '/media/uploads/gallery/1-a-x.webp', size: 2 });
    await expect(storage.put('uploads/gallery/1-a-x.webp', Buffer.from('dois'), 'image/webp')).rejects.toBeInstanceOf(StorageConflictError);
    expect(await storage.get('uploads/gallery/1-a-x.webp')).toEqual(Buffer.from('um'));
    expect(fs.readdirSync(path.join(root, 'uploads/gallery'))).toEqual(['1-a-x.webp']);
    await storage.remove('uploads/gallery/1-a-x.webp', 'uploads/gallery/nao-existe.webp');
    expect(await storage.exists('uploads/gallery/1-a-x.webp')).toBe(false);
    expect(storage.publicUrl('seed/a.webp')).toBe('/media/seed/a.webp');
  });
});
