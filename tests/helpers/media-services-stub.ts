import http from 'node:http';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';

// Local stand-ins of the two media services, answering as their documentation says:
// - Supabase Storage (storage-api): POST /storage/v1/object/{bucket}/{path} (x-upsert false: a taken
//   path answers 400 { statusCode: '409', error: 'Duplicate' }; a missing object 404 NoSuchKey), GET /storage/v1/object/{bucket}/{path},
//   GET /storage/v1/object/info/{bucket}/{path}, DELETE /storage/v1/object/{bucket} { prefixes };
// - ImageKit: POST /api/v1/files/upload (multipart, Basic auth with the private key) answering the
//   file's JSON, DELETE /v1/files/{fileId} answering 204.
// Every request is recorded.

export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  form?: FormData;
}

export interface MediaServicesStub {
  url: string;
  requests: RecordedRequest[];
  objects: Map<string, { data: Buffer; contentType: string; cacheControl: string | undefined }>;
  imagekitFiles: Map<string, { name: string; folder: string; tags: string[]; size: number }>;
  /** Status the ImageKit upload answers with instead of 200 (e.g. 500), when set. */
  failImageKitUpload: number | null;
  close(): Promise<void>;
}

const json = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

export async function startMediaServicesStub(): Promise<MediaServicesStub> {
  const stub: Omit<MediaServicesStub, 'url' | 'close'> = { requests: [], objects: new Map(), imagekitFiles: new Map(), failImageKitUpload: null };
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const url = new URL(req.url ?? '/', 'http://stub');
    const path = decodeURIComponent(url.pathname);
    const recorded: RecordedRequest = { method: req.method ?? '', path, headers: req.headers, body };
    stub.requests.push(recorded);

    const object = path.match(/^\/storage\/v1\/object\/(info\/)?([^/]+)\/(.+)$/);
    if (req.method === 'POST' && object && !object[1]) {
      const key = `${object[2]}/${object[3]}`;
      if (stub.objects.has(key) && req.headers['x-upsert'] !== 'true') return json(res, 400, { statusCode: '409', error: 'Duplicate', message: 'The resource already exists' });
      stub.objects.set(key, { data: body, contentType: String(req.headers['content-type']), cacheControl: req.headers['cache-control'] });
      return json(res, 200, { Id: randomUUID(), Key: key });
    }
    if (req.method === 'GET' && object) {
      const stored = stub.objects.get(`${object[2]}/${object[3]}`);
      if (!stored) return json(res, 404, { statusCode: '404', code: 'NoSuchKey', error: 'not_found', message: 'Object not found' });
      if (object[1]) return json(res, 200, { id: randomUUID(), name: object[3], size: stored.data.length, content_type: stored.contentType });
      res.writeHead(200, { 'content-type': stored.contentType });
      return res.end(stored.data);
    }
    const bucket = path.match(/^\/storage\/v1\/object\/([^/]+)$/);
    if (req.method === 'DELETE' && bucket) {
      const { prefixes } = JSON.parse(body.toString()) as { prefixes: string[] };
      const removed = prefixes.filter((p) => stub.objects.delete(`${bucket[1]}/${p}`));
      return json(res, 200, removed.map((name) => ({ name, bucket_id: bucket[1] })));
    }

    if (req.method === 'POST' && path === '/api/v1/files/upload') {
      if (stub.failImageKitUpload) return json(res, stub.failImageKitUpload, { message: 'Erro interno', help: 'For support kindly contact us at support@imagekit.io .' });
      const form = await new Response(body, { headers: { 'content-type': String(req.headers['content-type']) } }).formData();
      recorded.form = form;
      const file = form.get('file') as File;
      const name = String(form.get('fileName'));
      const folder = String(form.get('folder'));
      const tags = String(form.get('tags') ?? '').split(',').filter(Boolean);
      const fileId = randomUUID().replace(/-/g, '').slice(0, 24);
      stub.imagekitFiles.set(fileId, { name, folder, tags, size: file.size });
      return json(res, 200, {
        fileId,
        name,
        size: file.size,
        filePath: `${folder}/${name}`,
        url: `https://ik.imagekit.io/hotelaguaboa${folder}/${name}`,
        fileType: 'image',
        tags,
        thumbnailUrl: `https://ik.imagekit.io/hotelaguaboa/tr:n-ik_ml_thumbnail${folder}/${name}`,
      });
    }
    const ikFile = path.match(/^\/v1\/files\/([^/]+)$/);
    if (req.method === 'DELETE' && ikFile) {
      if (!stub.imagekitFiles.delete(ikFile[1]!)) return json(res, 404, { message: 'The requested file does not exist.', help: '' });
      res.writeHead(204);
      return res.end();
    }
    json(res, 404, { message: 'não implementado no stub' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(stub, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }) as MediaServicesStub;
}
