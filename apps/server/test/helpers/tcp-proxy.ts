import net from 'node:net';

/**
 * A TCP proxy between the server and PostgreSQL that a test can take down: `drop()` cuts every connection and
 * refuses new ones (as a restarting PostgreSQL does), `restore()` accepts again on the same port.
 */
export interface TcpProxy {
  readonly port: number;
  /** Connections open through the proxy now. */
  readonly open: number;
  drop(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

function listen(server: net.Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve((server.address() as net.AddressInfo).port);
    });
  });
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const serve = (client: net.Socket) => {
    const upstream = net.connect(target.port, target.host);
    track(client);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  };
  let server = net.createServer(serve);
  const port = await listen(server, 0);
  const closeListener = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return {
    port,
    get open() {
      return sockets.size / 2;
    },
    async drop() {
      const closed = closeListener();
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    async restore() {
      server = net.createServer(serve);
      await listen(server, port);
    },
    async close() {
      const closed = server.listening ? closeListener() : Promise.resolve();
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}
