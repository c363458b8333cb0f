/**
 * `npm start` / `npm run serve`: serves build/ (or the folder given as the first argument) on
 * http://HOST:PORT/docs/atsd/ like the production nginx (see static-server.ts). PORT defaults to
 * 3000 (0 picks a free port), HOST to 127.0.0.1.
 */
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {BASE_PATH} from '../src/lib/url';
import {staticHandler} from './static-server';

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
const root = path.resolve(process.argv[2] ?? 'build');

const server = http.createServer(staticHandler(root));
server.listen(port, host, () => {
  const {port: actual} = server.address() as AddressInfo;
  console.log(`Serving ${root} at http://${host === '0.0.0.0' ? 'localhost' : host}:${actual}${BASE_PATH}`);
});
