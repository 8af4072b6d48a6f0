// Requests that scripts/serve.mjs refuses before Next.js sees them, because Next would answer them
// with a 500 instead of saying what is wrong with them:
// - a path with malformed percent-encoding (`/media/%ff`): Next fails to decode a dynamic segment;
// - server-action requests (a `Next-Action` header, or a multipart POST: a form posted before
//   hydration) from another origin, without a length, over Next's 1 MB limit, or whose body is not
//   what React's encodeReply sends for our actions' arguments: Next throws on each.
// A server action's body is read here, checked, and handed to Next in a copy of the request.
import http from 'node:http';

/** Next's default `serverActions.bodySizeLimit`. */
export const ACTION_BODY_LIMIT = 1024 * 1024;

export const GUARD_MESSAGES = {
  badPath: 'Endereço inválido: a codificação dos caracteres (%) está malformada.',
  crossSite: 'Requisição recusada: ela não veio deste site.',
  lengthRequired: 'Requisição recusada: o tamanho do corpo (Content-Length) não foi informado.',
  tooLarge: 'O envio passa do limite de 1 MB.',
  malformed: 'O corpo da requisição está malformado.',
  headersTooLarge: 'Endereço ou cabeçalhos grandes demais.',
  badRequest: 'Requisição HTTP malformada.',
};

function hasMalformedPath(url) {
  const path = String(url ?? '/').split('?')[0];
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

function isActionRequest(req) {
  if (req.method !== 'POST') return false;
  return 'next-action' in req.headers || String(req.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/form-data');
}

/** The same-origin rule Next applies to server actions: Origin's host is the (forwarded) host. */
function isCrossSite(headers) {
  const origin = headers.origin;
  if (origin === undefined) return false;
  const forwarded = headers['x-forwarded-host'];
  const host = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim() || headers.host;
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

// The '$' strings of React's reply format that stand for a value, not a reference to another part.
const PLAIN_VALUE = /^\$(\$|undefined$|NaN$|-?Infinity$|-0$|D.|n-?\d+$)/;
// A FormData argument (`$K<id>`, its fields are `<id>_<name>` parts of the multipart body).
const FORM_DATA = /^\$K[0-9a-f]+$/;

/**
 * True when `json` is an argument list made of plain values (strings, numbers, booleans, null,
 * arrays, objects, dates) and, in a multipart body, FormData: what our actions take. References
 * to other parts (promises, maps, server references…) make Next's decoder throw when they are
 * missing or of another kind.
 */
function isPlainArgumentList(json, { formData }) {
  let args;
  try {
    args = JSON.parse(json);
  } catch {
    return false;
  }
  if (!Array.isArray(args)) return false;
  const stack = [args];
  while (stack.length) {
    const value = stack.pop();
    if (typeof value === 'string') {
      if (value.startsWith('$') && !PLAIN_VALUE.test(value) && !(formData && FORM_DATA.test(value))) return false;
    } else if (value !== null && typeof value === 'object') {
      for (const item of Object.values(value)) stack.push(item);
    }
  }
  return true;
}

/**
 * True when Next can decode the body of a server action: a fetch action's (`Next-Action`) is React's
 * reply, JSON text or multipart with the arguments in part "0"; a form posted before hydration is
 * any well-formed multipart. application/x-www-form-urlencoded: Next answers 404 itself.
 */
async function isWellFormed(req, body) {
  const contentType = String(req.headers['content-type'] ?? '');
  const type = contentType.split(';')[0].trim().toLowerCase();
  if (type === 'application/x-www-form-urlencoded') return true;
  const isFetchAction = 'next-action' in req.headers;
  if (type === 'multipart/form-data') {
    let form;
    try {
      form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
    } catch {
      return false;
    }
    const args = form.get('0');
    return !isFetchAction || (typeof args === 'string' && isPlainArgumentList(args, { formData: true }));
  }
  let text;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    return false;
  }
  return isPlainArgumentList(text, { formData: false });
}

/** The same request with its body, already read, from memory (Next and its proxy read it as usual). */
function withBody(req, body) {
  const copy = new http.IncomingMessage(req.socket);
  for (const key of ['method', 'url', 'headers', 'rawHeaders', 'httpVersion', 'httpVersionMajor', 'httpVersionMinor']) copy[key] = req[key];
  copy.push(body);
  copy.push(null);
  copy.complete = true;
  return copy;
}

/**
 * `{ refusal: { status, message } }`, or `{ request }` to hand to Next: the request itself, or for a
 * server action a copy carrying its body, read here (at most ACTION_BODY_LIMIT bytes) and checked.
 */
export async function checkRequest(req, { actionBodyLimit = ACTION_BODY_LIMIT } = {}) {
  const refuse = (status, message) => ({ refusal: { status, message } });
  if (hasMalformedPath(req.url)) return refuse(400, GUARD_MESSAGES.badPath);
  if (!isActionRequest(req)) return { request: req };
  if (isCrossSite(req.headers)) return refuse(403, GUARD_MESSAGES.crossSite);
  const length = req.headers['content-length'];
  if (length === undefined) return refuse(411, GUARD_MESSAGES.lengthRequired);
  if (Number(length) > actionBodyLimit) return refuse(413, GUARD_MESSAGES.tooLarge);
  const body = await readBody(req);
  if (!(await isWellFormed(req, body))) return refuse(400, GUARD_MESSAGES.malformed);
  return { request: withBody(req, body) };
}

/** Answers a refusal as plain text and closes the connection (an unread body is not drained). */
export function refuse(res, { status, message }) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', Connection: 'close' });
  res.end(message);
}

/**
 * The server's 'clientError' handler: what Node's HTTP parser refuses before any request exists (an
 * address or headers over 16 kB, a malformed request line) gets its status with a Portuguese text
 * instead of an empty body.
 */
export function answerClientError(error, socket) {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const body = Buffer.from(status === 431 ? GUARD_MESSAGES.headersTooLarge : GUARD_MESSAGES.badRequest);
  socket.end(
    Buffer.concat([
      Buffer.from(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`),
      body,
    ]),
  );
}
