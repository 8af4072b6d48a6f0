import type { IncomingMessage } from 'node:http';

/** Appends the peer address of the request's socket to its X-Forwarded-For header. */
export declare function appendPeerAddress(req: IncomingMessage): void;
