/**
 * `npm start` / `npm run serve`: serves build/ on http://localhost:PORT/docs/atsd/
 * like a plain static host (see static-server.ts). PORT defaults to 3000.
 */
import http from 'node:http';
import path from 'node:path';
import {BASE_PATH, staticHandler} from './static-server';

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
const root = path.resolve(process.argv[2] ?? 'build');

http.createServer(staticHandler(root)).listen(port, host, () => {
  console.log(`Serving ${root} at http://${host === '0.0.0.0' ? 'localhost' : host}:${port}${BASE_PATH}`);
});
