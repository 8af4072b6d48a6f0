// The production server is the first hop it can vouch for: like any proxy, it appends the address its
// socket received the request from to X-Forwarded-For. server/rate-limit's clientIp counts from the
// right, so a client writing its own X-Forwarded-For only adds entries that are never read.

/** Appends the peer address of the request's socket to its X-Forwarded-For header. */
export function appendPeerAddress(req) {
  const peer = req.socket.remoteAddress ?? 'unknown';
  const forwarded = req.headers['x-forwarded-for'];
  const chain = Array.isArray(forwarded) ? forwarded.join(', ') : forwarded;
  req.headers['x-forwarded-for'] = chain ? `${chain}, ${peer}` : peer;
}
