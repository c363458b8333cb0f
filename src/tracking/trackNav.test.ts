import {test} from 'node:test';
import assert from 'node:assert/strict';
import {once} from 'node:events';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {pathOf, sendTracking, trackingUrl} from './trackNav';

test('from and to are encoded into the query, extras appended', () => {
  assert.equal(
    trackingUrl('/tracknav/', '/docs/atsd/api/data/', '/docs/atsd/sql/'),
    '/tracknav/?from=%2Fdocs%2Fatsd%2Fapi%2Fdata%2F&to=%2Fdocs%2Fatsd%2Fsql%2F',
  );
  assert.equal(
    trackingUrl('/t?site=1', '/a', '/b', {section: 'contact-us'}),
    '/t?site=1&from=%2Fa&to=%2Fb&section=contact-us',
  );
});

test('only paths are sent: no origin, query string or hash', () => {
  assert.equal(pathOf('https://axibase.com/docs/atsd/search.html?q=secret#top'), '/docs/atsd/search.html');
  assert.equal(pathOf('/docs/atsd/sql/?token=1#x'), '/docs/atsd/sql/');
  // As the browser's location gives it: percent-encoded, and left so.
  assert.equal(pathOf('/docs/atsd/finance/ru/%D0%B0.html'), '/docs/atsd/finance/ru/%D0%B0.html');
  assert.equal(
    trackingUrl('/tracknav/', 'http://127.0.0.1:3000/docs/atsd/a.html?q=1', '/docs/atsd/b.html#h'),
    '/tracknav/?from=%2Fdocs%2Fatsd%2Fa.html&to=%2Fdocs%2Fatsd%2Fb.html',
  );
});

// That the request carries no cookies and no referrer is a browser's doing: tests/browser/
// tracking-comments.test.ts sets a cookie and reads the request's headers at a real server.
test('sendTracking posts the two paths, and nothing else, to a real endpoint', async () => {
  const server = http.createServer((_req, res) => {
    res.writeHead(204).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const arrived = once(server, 'request') as Promise<[http.IncomingMessage]>;
    const {port} = server.address() as AddressInfo;
    sendTracking(
      `http://127.0.0.1:${port}/tracknav/`,
      'https://axibase.com/docs/atsd/a.html?q=1#x',
      '/docs/atsd/b.html',
    );
    const [request] = await arrived;
    assert.equal(request.method, 'POST');
    assert.equal(request.url, '/tracknav/?from=%2Fdocs%2Fatsd%2Fa.html&to=%2Fdocs%2Fatsd%2Fb.html');
    assert.equal(request.headers['content-length'] ?? '0', '0');
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});
