import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {CONTENT_TYPE, outcomeOf, sendContactRequest} from './send';

interface Seen {
  method: string;
  url: string;
  contentType: string | undefined;
  body: string;
}

const seen: Seen[] = [];
let origin = '';
const sockets = new Set<import('node:net').Socket>();

// A real server: each path answers one way.
const server = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const url = req.url ?? '/';
    seen.push({
      method: req.method ?? '',
      url,
      contentType: req.headers['content-type'],
      body: Buffer.concat(chunks).toString('utf8'),
    });
    const path = url.split('?')[0];
    if (path === '/ok') {
      res.writeHead(200).end('ignored body');
    } else if (path === '/moved') {
      res.writeHead(302, {Location: '/ok'}).end();
    } else if (path === '/moved-to-error') {
      res.writeHead(302, {Location: '/fail'}).end();
    } else if (path === '/bad') {
      res.writeHead(400).end();
    } else if (path === '/too-long') {
      res.writeHead(414).end();
    } else if (path === '/fail') {
      res.writeHead(500).end();
    } else if (path === '/drop') {
      req.socket.destroy();
    } else if (path === '/hang') {
      // never answers
    } else {
      res.writeHead(404).end();
    }
  });
});
server.on('connection', (socket) => {
  sockets.add(socket);
  socket.on('close', () => sockets.delete(socket));
});

before(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

after(async () => {
  for (const socket of sockets) {
    socket.destroy();
  }
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const FIELDS = {
  firstName: 'Ann',
  lastName: "O'Hara",
  company: 'Smith & Sons',
  email: 'ann+docs@example.com',
  message: 'Рынок 1+1',
};

function send(path: string, method = 'GET', timeoutMs?: number) {
  return sendContactRequest({url: `${origin}${path}`, method, fields: FIELDS, timeoutMs});
}

test('outcomeOf: below 400 is success, 413/414/431 too large, other 400 and above error', () => {
  for (const status of [200, 201, 204, 301, 302, 304, 399]) {
    assert.equal(outcomeOf(status), 'success', String(status));
  }
  for (const status of [0, 400, 404, 418, 500, 503]) {
    assert.equal(outcomeOf(status), 'error', String(status));
  }
  for (const status of [413, 414, 431]) {
    assert.equal(outcomeOf(status), 'tooLarge', String(status));
  }
});

test('with no timeout given, a request that gets no answer is aborted after 15 seconds, not sooner', async (t) => {
  // setTimeout is the test's: time moves only when the test moves it.
  t.mock.timers.enable({apis: ['setTimeout']});
  let signal: AbortSignal | undefined;
  const outcome = sendContactRequest({
    url: `${origin}/hang`,
    method: 'GET',
    fields: FIELDS,
    // The real fetch, to the server that never answers; the test keeps the signal it is given.
    fetch: (input, init) => {
      signal = init?.signal ?? undefined;
      return fetch(input, init);
    },
  });
  assert.ok(signal, 'the request went out');
  t.mock.timers.tick(14_999);
  assert.equal(signal.aborted, false, 'still waiting after 14.999 s');
  t.mock.timers.tick(1);
  assert.equal(signal.aborted, true, 'aborted at 15 s');
  assert.equal(await outcome, 'error');
});

test('sends the fields as a query string, the form content type and no body', async () => {
  seen.length = 0;
  assert.equal(await send('/ok', 'POST'), 'success');
  assert.equal(seen.length, 1);
  assert.equal(seen[0]!.method, 'POST');
  assert.equal(
    seen[0]!.url,
    '/ok?firstName=Ann&lastName=O%27Hara&company=Smith%20%26%20Sons' +
      '&email=ann%2Bdocs%40example.com&message=%D0%A0%D1%8B%D0%BD%D0%BE%D0%BA%201%2B1',
  );
  assert.equal(seen[0]!.contentType, CONTENT_TYPE);
  assert.equal(seen[0]!.body, '');
});

test('uses the given method', async () => {
  seen.length = 0;
  assert.equal(await send('/ok', 'GET'), 'success');
  assert.equal(seen[0]!.method, 'GET');
});

test('a redirect counts as what its target answers', async () => {
  seen.length = 0;
  assert.equal(await send('/moved'), 'success');
  assert.deepEqual(
    seen.map((s) => s.url.split('?')[0]),
    ['/moved', '/ok'],
  );
  assert.equal(await send('/moved-to-error'), 'error');
});

test('400 and 500 are errors', async () => {
  assert.equal(await send('/bad'), 'error');
  assert.equal(await send('/fail'), 'error');
});

test('a request the server refuses as too large says so', async () => {
  assert.equal(await send('/too-long'), 'tooLarge');
});

test('a dropped connection is an error', async () => {
  assert.equal(await send('/drop'), 'error');
});

test('a request that never gets an answer ends as an error after the timeout', async () => {
  const started = Date.now();
  assert.equal(await send('/hang', 'GET', 300), 'error');
  const took = Date.now() - started;
  assert.ok(took >= 290 && took < 5000, `took ${took} ms`);
});

test('an aborted request is an error', async () => {
  const controller = new AbortController();
  const pending = sendContactRequest({
    url: `${origin}/hang`,
    method: 'GET',
    fields: FIELDS,
    signal: controller.signal,
  });
  setTimeout(() => controller.abort(), 50);
  assert.equal(await pending, 'error');
});

test('an unreachable host is an error', async () => {
  const closed = http.createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const {port} = closed.address() as AddressInfo;
  await new Promise<void>((resolve) => closed.close(() => resolve()));
  assert.equal(await sendContactRequest({url: `http://127.0.0.1:${port}/x`, method: 'GET', fields: FIELDS}), 'error');
});
