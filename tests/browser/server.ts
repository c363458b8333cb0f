/**
 * A real HTTP server on 127.0.0.1 (port 0) that records what pages send to the endpoints it is
 * given, and, given a build folder, serves it the way `npm start` does (scripts/static-server.ts).
 * The site, the comments host and the endpoints behind nginx are each one of these
 * (tests/browser/fixtures.ts); nothing is mocked.
 */
import http from 'node:http';
import type {AddressInfo, Socket} from 'node:net';
import path from 'node:path';
import {staticHandler} from '../../scripts/static-server';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  search: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** Answers a recorded request; return false to fall through to the next responder or the site. */
export type Responder = (req: RecordedRequest, res: http.ServerResponse) => boolean | void;

export interface Endpoints {
  origin: string;
  /** The requests to a path that some responder answers, in order. */
  requests: RecordedRequest[];
  /** Answers requests whose path starts with `prefix`, before older responders and the site's files; returns a remover. */
  on(prefix: string, responder: Responder): () => void;
}

export interface Server extends Endpoints {
  /** Whether it still accepts connections. */
  listening(): boolean;
  /** Stops listening and drops open connections; closing twice is harmless. */
  close(): Promise<void>;
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

/** Starts a recording server; with `site`, a build folder, it also serves that folder. */
export async function startServer(site?: string): Promise<Server> {
  const responders: Array<[string, Responder]> = [];
  const requests: RecordedRequest[] = [];
  const serveSite = site ? staticHandler(path.resolve(site)) : null;
  const sockets = new Set<Socket>();
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const recorded: RecordedRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      search: url.search,
      headers: req.headers,
      body: await readBody(req),
    };
    const matching = responders.filter(([prefix]) => url.pathname.startsWith(prefix));
    if (matching.length > 0) requests.push(recorded);
    for (const [, responder] of matching) {
      if (responder(recorded, res) !== false) return;
    }
    if (serveSite) serveSite(req, res);
    else res.writeHead(404).end();
  });
  // An idle connection stays open until the client or close() ends it: a server that closes one
  // as the client sends on it makes the request fail, a race that load makes likely.
  server.keepAliveTimeout = 0;
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    on: (prefix, responder) => {
      const entry: [string, Responder] = [prefix, responder];
      responders.unshift(entry);
      return () => {
        const index = responders.indexOf(entry);
        if (index >= 0) responders.splice(index, 1);
      };
    },
    listening: () => server.listening,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
