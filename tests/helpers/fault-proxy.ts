import net from 'node:net';

/**
 * A TCP proxy on loopback that a test controls, in front of a real server (PostgreSQL, SMTP):
 * - 'pass': connections are forwarded both ways;
 * - 'refuse': the listener is closed (ECONNREFUSED) and open connections are cut;
 * - 'blackhole': connections are accepted and bytes received, but nothing is forwarded either way,
 *   like a network that silently drops packets. What the client sent meanwhile is held and
 *   delivered when the proxy returns to 'pass' (a partition that heals): anything the client wrote
 *   before it gave up, a COMMIT included, then reaches the server, as it would on a real network.
 */
export type ProxyMode = 'pass' | 'refuse' | 'blackhole';

export interface FaultProxy {
  port: number;
  /** host:port of the proxy, for a connection string. */
  address: string;
  mode(): ProxyMode;
  setMode(mode: ProxyMode): Promise<void>;
  /** Connections accepted so far. */
  accepted(): number;
  close(): Promise<void>;
}

interface Link {
  client: net.Socket;
  upstream: net.Socket | null;
  /** Client bytes not yet forwarded (held during a black-hole). */
  held: Buffer[];
  clientEnded: boolean;
}

export async function startFaultProxy(target: { host: string; port: number }, { port: listenPort = 0 }: { port?: number } = {}): Promise<FaultProxy> {
  let mode: ProxyMode = 'pass';
  let accepted = 0;
  const links = new Set<Link>();
  let server: net.Server | null = null;
  let port = listenPort;

  const connectUpstream = (link: Link) => {
    const upstream = net.connect(target.port, target.host);
    link.upstream = upstream;
    upstream.on('data', (chunk) => {
      if (mode === 'pass' && !link.client.destroyed) link.client.write(chunk);
      // Answers during a black-hole are dropped: the client never sees them.
    });
    upstream.on('error', () => link.client.destroy());
    upstream.on('close', () => {
      link.client.destroy();
      links.delete(link);
    });
    flush(link);
  };

  const flush = (link: Link) => {
    if (mode !== 'pass' || !link.upstream) return;
    for (const chunk of link.held.splice(0)) link.upstream.write(chunk);
    if (link.clientEnded) link.upstream.end();
  };

  const onConnection = (client: net.Socket) => {
    accepted++;
    const link: Link = { client, upstream: null, held: [], clientEnded: false };
    links.add(link);
    client.on('data', (chunk) => {
      if (mode === 'pass' && link.upstream) link.upstream.write(chunk);
      else link.held.push(chunk);
    });
    const ended = () => {
      if (link.clientEnded) return;
      link.clientEnded = true;
      // The client is gone: what it sent before still reaches the server once the network heals.
      if (mode === 'pass' && link.upstream) link.upstream.end();
      else if (!link.upstream) links.delete(link);
    };
    client.on('end', ended);
    client.on('close', ended);
    client.on('error', () => {});
    if (mode === 'pass') connectUpstream(link);
    // In a black-hole the upstream connection is made when the proxy returns to 'pass'.
  };

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = net.createServer(onConnection);
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as net.AddressInfo).port;
        resolve();
      });
    });

  const stopListening = () =>
    new Promise<void>((resolve) => {
      if (!server) return resolve();
      server.close(() => resolve());
      server = null;
    });

  await listen();

  return {
    get port() {
      return port;
    },
    get address() {
      return `127.0.0.1:${port}`;
    },
    mode: () => mode,
    accepted: () => accepted,
    async setMode(next) {
      if (next === mode) return;
      const previous = mode;
      mode = next;
      if (next === 'refuse') {
        const closed = stopListening();
        for (const link of links) {
          link.client.destroy();
          link.upstream?.destroy();
        }
        links.clear();
        await closed;
        return;
      }
      if (previous === 'refuse') await listen();
      if (next === 'pass') {
        for (const link of [...links]) {
          if (link.upstream) flush(link);
          else if (link.held.length > 0) connectUpstream(link);
          else links.delete(link);
        }
      }
    },
    async close() {
      const closed = stopListening();
      for (const link of links) {
        link.client.destroy();
        link.upstream?.destroy();
      }
      links.clear();
      await closed;
    },
  };
}
