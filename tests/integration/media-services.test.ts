import { createRequire } from 'node:module';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../helpers/db';
import { noisyJpeg, sidewaysPhoneJpeg } from '../helpers/images';
import { startMediaServicesStub, type MediaServicesStub } from '../helpers/media-services-stub';
import { mediaGallery } from '@/server/db/schema';
import { supabaseStorage } from '@/server/storage/supabase';
import { StorageConflictError } from '@/server/storage/types';
import { imageKit } from '@/server/media/imagekit';
import { uploadMedia } from '@/server/media/upload';
import { deleteMedia } from '@/server/media/delete';
import type { MediaPorts } from '@/server/media/ports';

// The Supabase Storage and ImageKit adapters against a local server answering as the services
// document (tests/helpers/media-services-stub.ts); the rest of the pipeline (sharp, the database) is real.

const SERVICE_KEY = 'service-role-key-de-teste';
const IK_PRIVATE = 'private_chave_de_teste';

let database: TestDatabase;
let db: TestDatabase['db'];
let stub: MediaServicesStub;
let ports: MediaPorts;
let ejectInterceptor: () => void;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  stub = await startMediaServicesStub();
  ports = {
    storage: supabaseStorage({ url: stub.url, serviceRoleKey: SERVICE_KEY }),
    imagekit: imageKit({ publicKey: 'public_chave', privateKey: IK_PRIVATE, urlEndpoint: 'https://ik.imagekit.io/hotelaguaboa', uploadEndpoint: `${stub.url}/api/v1/files/upload` }),
  };
  // The SDK's management calls (delete) have no URL option: api.imagekit.io is fixed in it. Its HTTP
  // client is axios's default instance (the CommonJS one the SDK requires), whose documented request
  // interceptor sends them to the local server instead; the request itself is the SDK's.
  const axios = createRequire(require.resolve('imagekit'))('axios') as typeof import('axios').default;
  const id = axios.interceptors.request.use((config) => ({ ...config, url: config.url?.replace('https://api.imagekit.io', stub.url) }));
  ejectInterceptor = () => axios.interceptors.request.eject(id);
});
afterAll(async () => {
  ejectInterceptor();
  await stub.close();
  await database.close();
});
beforeEach(async () => {
  await db.delete(mediaGallery);
  stub.requests.length = 0;
  stub.objects.clear();
  stub.imagekitFiles.clear();
  stub.failImageKitUpload = null;
});

const basicAuth = `Basic ${Buffer.from(`${IK_PRIVATE}:`).toString('base64')}`;

describe('Supabase Storage adapter (bucket hotel-media)', () => {
  it('uploads with the service key, cache 3600 and no overwrite; reads, checks, removes; public URL without a request', async () => {
    const storage = ports.storage;
    const file = await storage.put('uploads/gallery/1-ab-foto.jpg', Buffer.from('bytes'), 'image/jpeg');
    expect(file).toEqual({ key: 'uploads/gallery/1-ab-foto.jpg', url: `${stub.url}/storage/v1/object/public/hotel-media/uploads/gallery/1-ab-foto.jpg`, size: 5 });
    const [upload] = stub.requests;
    expect(upload).toMatchObject({ method: 'POST', path: '/storage/v1/object/hotel-media/uploads/gallery/1-ab-foto.jpg' });
    expect(upload!.headers).toMatchObject({ authorization: `Bearer ${SERVICE_KEY}`, apikey: SERVICE_KEY, 'x-upsert': 'false', 'cache-control': 'max-age=3600', 'content-type': 'image/jpeg' });
    expect(upload!.body).toEqual(Buffer.from('bytes'));

    await expect(storage.put('uploads/gallery/1-ab-foto.jpg', Buffer.from('outros'), 'image/jpeg')).rejects.toBeInstanceOf(StorageConflictError);
    expect(await storage.get('uploads/gallery/1-ab-foto.jpg')).toEqual(Buffer.from('bytes'));
    expect(await storage.get('uploads/gallery/nao-existe.jpg')).toBeNull();
    expect(await storage.exists('uploads/gallery/1-ab-foto.jpg')).toBe(true);
    expect(await storage.exists('uploads/gallery/nao-existe.jpg')).toBe(false);
    await storage.remove('uploads/gallery/1-ab-foto.jpg', 'uploads/gallery/nao-existe.jpg');
    const removal = stub.requests.at(-1)!;
    expect(removal).toMatchObject({ method: 'DELETE', path: '/storage/v1/object/hotel-media' });
    expect(JSON.parse(removal.body.toString())).toEqual({ prefixes: ['uploads/gallery/1-ab-foto.jpg', 'uploads/gallery/nao-existe.jpg'] });
    expect(stub.objects.size).toBe(0);
  });
});

describe('ImageKit sync through the official SDK', () => {
  it('uploads the upright, metadata-free original to /hotel with the tags, records the CDN copy, and deletes it with the row', async () => {
    const outcome = await uploadMedia(db, { bytes: await sidewaysPhoneJpeg(), fileName: 'Piscina.jpg', category: 'leisure' }, ports);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    const original = [...stub.objects.keys()];
    expect(original).toEqual([`hotel-media/${outcome.media.filePath}`]);
    expect(outcome.media.filePath).toMatch(/^uploads\/leisure\/\d+-[0-9a-f]{8}-piscina\.jpg$/);

    const ikUpload = stub.requests.find((r) => r.path === '/api/v1/files/upload')!;
    expect(ikUpload.headers.authorization).toBe(basicAuth);
    const form = ikUpload.form!;
    expect(form.get('folder')).toBe('/hotel');
    expect(form.get('fileName')).toBe(outcome.media.filePath!.split('/').at(-1));
    expect(form.get('tags')).toBe('cdn:imagekit,upload:sync,leisure');
    const sent = Buffer.from(await (form.get('file') as File).arrayBuffer());
    const meta = await sharp(sent).metadata();
    expect([meta.width, meta.height, meta.exif]).toEqual([200, 400, undefined]);

    const [fileId] = [...stub.imagekitFiles.keys()];
    expect(outcome.media).toMatchObject({
      cdnFileId: fileId,
      fileUrl: `https://ik.imagekit.io/hotelaguaboa/hotel/${form.get('fileName')}`,
      tags: ['cdn:imagekit', 'upload:sync'],
      mimeType: 'image/jpeg',
      width: 200,
      height: 400,
      variants: [],
    });

    stub.requests.length = 0;
    expect((await deleteMedia(db, outcome.media.id, ports)).ok).toBe(true);
    expect(stub.requests.map((r) => `${r.method} ${r.path}`).sort()).toEqual([`DELETE /storage/v1/object/hotel-media`, `DELETE /v1/files/${fileId}`]);
    expect(stub.requests.find((r) => r.path.startsWith('/v1/files'))!.headers.authorization).toBe(basicAuth);
    expect(stub.objects.size).toBe(0);
    expect(stub.imagekitFiles.size).toBe(0);
  });

  it('ImageKit answering 500: WebP variants in the bucket instead, each with cache 3600', async () => {
    stub.failImageKitUpload = 500;
    const outcome = await uploadMedia(db, { bytes: await noisyJpeg(1300, 800), fileName: 'quarto.jpg', category: 'rooms' }, ports);
    expect(outcome.ok && outcome.media.tags).toEqual(['optimized:webp', 'variants:6']);
    if (!outcome.ok) return;
    expect(outcome.media.cdnFileId).toBeNull();
    expect(outcome.media.variants.map((v) => v.width)).toEqual([1300, 1280, 1024, 800, 640, 480]);
    expect(outcome.media.fileUrl).toBe(`${stub.url}/storage/v1/object/public/hotel-media/${outcome.media.variants[0]!.path}`);
    const puts = stub.requests.filter((r) => r.method === 'POST' && r.path.startsWith('/storage/'));
    expect(puts).toHaveLength(7);
    for (const put of puts.slice(1)) expect(put.headers).toMatchObject({ 'content-type': 'image/webp', 'cache-control': 'max-age=3600', 'x-upsert': 'false' });
  });
});
