/**
 * The contact / trial-request form on both landing pages, against a real
 * HTTP server: the built site plus an /eml_ping endpoint (the site's
 * `feedback.url`, method GET) that records each request and answers 200, 302,
 * 400, 500, a dropped connection, or never.
 */
import {after, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import type {ServerResponse} from 'node:http';
import type {BrowserContext, Page} from 'playwright-core';
import {hydrated, MOBILE, withBrowser, withSite, waitFor, watchErrors, type RecordedRequest} from './harness';

type Mode = '200' | '302' | '302-to-500' | '400' | '414' | '500' | 'drop' | 'never' | 'slow';

interface LandingForm {
  lang: 'en' | 'ru';
  path: string;
  title: string;
  preset: string;
  submit: string;
  success: string;
  error: string;
  tooLarge: string;
  /** The note under a field at its length limit. */
  limit: (max: number) => string;
  labels: {firstName: string; lastName: string; company: string; email: string};
}

const PAGES: LandingForm[] = [
  {
    lang: 'en',
    path: '/docs/atsd/finance/',
    title: 'Request Trial',
    preset: 'Trial request for financial version',
    submit: 'Submit',
    success: 'Submitted successfully',
    error: 'Something went wrong, please, try again later',
    tooLarge: 'The request is too large to send. Please shorten what you typed and submit again.',
    limit: (max) => `This field takes at most ${max} characters.`,
    labels: {firstName: 'First Name', lastName: 'Last Name', company: 'Organization', email: 'E-Mail'},
  },
  {
    lang: 'ru',
    path: '/docs/atsd/finance/ru/',
    title: 'Запросить демо-доступ',
    preset: 'Запрос демо-доступа к финансовой версии',
    submit: 'Отправить',
    success: 'Запрос отправлен',
    error: 'Ошибка при отправке запроса',
    tooLarge: 'Запрос слишком велик для отправки. Сократите введённый текст и отправьте ещё раз.',
    limit: (max) => `В этом поле не больше ${max} символов.`,
    labels: {firstName: 'Имя', lastName: 'Фамилия', company: 'Организация', email: 'Электронная почта'},
  },
];

/** Values with characters that need encoding: `&`, `'`, spaces, Cyrillic, `+`. */
const VALUES = {
  firstName: 'Анна-Мария',
  lastName: "O'Neil",
  company: 'Smith & Sons + Co',
  email: 'anna+trial@example.com',
};

function expectedSearch(preset: string): string {
  const enc = (s: string) =>
    encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return (
    `?firstName=${enc(VALUES.firstName)}&lastName=${enc(VALUES.lastName)}` +
    `&company=${enc(VALUES.company)}&email=${enc(VALUES.email)}&message=${enc(preset)}`
  );
}

const server = withSite(true, (site) => {
  site.on('/eml_ping', answer);
  site.on('/tracknav/', (_req, res) => {
    res.writeHead(204).end();
  });
});
const browser = withBrowser();
let mode: Mode = '200';
const hanging: ServerResponse[] = [];

function answer(req: RecordedRequest, res: ServerResponse): void {
  if (req.path === '/eml_ping/sent') {
    res.writeHead(200, {'Content-Type': 'text/plain'}).end('ok');
    return;
  }
  if (req.path === '/eml_ping/failed') {
    res.writeHead(500).end();
    return;
  }
  switch (mode) {
    case '200':
      res.writeHead(200, {'Content-Type': 'text/plain'}).end('ok');
      return;
    case 'slow':
      setTimeout(() => res.writeHead(200).end('ok'), 700);
      return;
    case '302':
      res.writeHead(302, {Location: '/eml_ping/sent'}).end();
      return;
    case '302-to-500':
      res.writeHead(302, {Location: '/eml_ping/failed'}).end();
      return;
    case '400':
      res.writeHead(400).end();
      return;
    case '414':
      res.writeHead(414).end();
      return;
    case '500':
      res.writeHead(500).end();
      return;
    case 'drop':
      res.socket?.destroy();
      return;
    case 'never':
      hanging.push(res);
      return;
  }
}

/** Requests the form sent (redirect targets left out). */
function formRequests(): RecordedRequest[] {
  return server().requests.filter((r) => r.path === '/eml_ping');
}

async function open(
  landing: LandingForm,
  options: {mobile?: boolean; clock?: boolean} = {},
): Promise<{context: BrowserContext; page: Page; errors: string[]}> {
  const context = await browser().newContext(options.mobile ? MOBILE : {viewport: {width: 1280, height: 900}});
  context.setDefaultTimeout(10_000);
  const page = await context.newPage();
  if (options.clock) {
    await page.clock.install();
  }
  const errors = watchErrors(page, server().origin);
  await page.goto(`${server().origin}${landing.path}`);
  await hydrated(page);
  return {context, page, errors};
}

function form(page: Page) {
  return page.locator('#contact-us');
}

async function fill(page: Page, landing: LandingForm, values = VALUES): Promise<void> {
  const section = form(page);
  await section.getByLabel(landing.labels.firstName, {exact: true}).fill(values.firstName);
  await section.getByLabel(landing.labels.lastName, {exact: true}).fill(values.lastName);
  await section.getByLabel(landing.labels.company, {exact: true}).fill(values.company);
  await section.getByLabel(landing.labels.email, {exact: true}).fill(values.email);
}

async function submit(page: Page, landing: LandingForm): Promise<void> {
  await form(page).getByRole('button', {name: landing.submit}).click();
}

async function statusText(page: Page): Promise<string> {
  return (await form(page).getByRole('status').textContent())?.trim() ?? '';
}

async function expectKept(page: Page, landing: LandingForm): Promise<void> {
  const section = form(page);
  assert.equal(await section.getByLabel(landing.labels.firstName, {exact: true}).inputValue(), VALUES.firstName);
  assert.equal(await section.getByLabel(landing.labels.lastName, {exact: true}).inputValue(), VALUES.lastName);
  assert.equal(await section.getByLabel(landing.labels.company, {exact: true}).inputValue(), VALUES.company);
  assert.equal(await section.getByLabel(landing.labels.email, {exact: true}).inputValue(), VALUES.email);
  assert.ok(await section.getByRole('button', {name: landing.submit}).isEnabled());
}

/** The error text sits above the form, in the live region. */
async function expectError(page: Page, landing: LandingForm): Promise<void> {
  await form(page).getByText(landing.error).waitFor();
  assert.equal(await statusText(page), landing.error);
  const live = form(page).getByRole('status');
  assert.equal(await live.getAttribute('aria-live'), 'polite');
  const above = await page.evaluate(() => {
    const status = document.querySelector('#contact-us [role="status"]')!;
    const formElement = document.querySelector('#contact-us form')!;
    return Boolean(status.compareDocumentPosition(formElement) & Node.DOCUMENT_POSITION_FOLLOWING);
  });
  assert.ok(above, 'error shows above the form');
  await expectKept(page, landing);
}

after(() => {
  for (const res of hanging) {
    res.socket?.destroy();
  }
});

async function expectSuccess(page: Page, landing: LandingForm): Promise<void> {
  await form(page).getByText(landing.success).waitFor();
  assert.equal(await statusText(page), landing.success);
  assert.equal(await form(page).locator('form').count(), 0, 'the success text replaces the form');
}

for (const landing of PAGES) {
  describe(`contact form (${landing.lang})`, () => {
    test('renders its title, accessible labels and the preset message instead of a message box', async () => {
      const {context, page, errors} = await open(landing);
      const section = form(page);
      assert.equal((await section.getByRole('heading', {level: 2}).textContent())?.trim(), landing.title);
      for (const label of Object.values(landing.labels)) {
        const input = section.getByLabel(label, {exact: true});
        assert.equal(await input.count(), 1, label);
        assert.ok(await input.evaluate((el: HTMLInputElement) => el.required), `${label} is required`);
        assert.ok(await input.isVisible());
      }
      assert.equal(await section.getByLabel(landing.labels.email, {exact: true}).getAttribute('type'), 'email');
      assert.equal(await section.locator('textarea').count(), 0, 'no message box with preset content');
      assert.equal(await section.getByRole('button', {name: landing.submit}).count(), 1);
      assert.deepEqual(errors, []);
      await context.close();
    });

    test('sends the exact query string, the form content type and no body; 200 is success', async () => {
      mode = '200';
      server().requests.length = 0;
      const {context, page, errors} = await open(landing);
      await fill(page, landing);
      await submit(page, landing);
      await expectSuccess(page, landing);
      const sent = formRequests();
      assert.equal(sent.length, 1);
      const request = sent[0]!;
      assert.equal(request.method, 'GET');
      assert.equal(request.search, expectedSearch(landing.preset));
      assert.equal(request.query.get('firstName'), VALUES.firstName);
      assert.equal(request.query.get('company'), VALUES.company);
      assert.equal(request.query.get('email'), VALUES.email);
      assert.equal(request.query.get('message'), landing.preset);
      assert.equal(request.headers['content-type'], 'application/x-www-form-urlencoded;charset=UTF-8');
      assert.equal(request.body, '');
      assert.equal(request.headers['content-length'] ?? '0', '0');
      assert.deepEqual(errors, []);
      await context.close();
    });

    test('a 302 counts as what its target answers: 200 is success', async () => {
      mode = '302';
      server().requests.length = 0;
      const {context, page} = await open(landing);
      await fill(page, landing);
      await submit(page, landing);
      await expectSuccess(page, landing);
      assert.deepEqual(
        server()
          .requests.map((r) => r.path)
          .filter((p) => p.startsWith('/eml_ping')),
        ['/eml_ping', '/eml_ping/sent'],
      );
      await context.close();
    });

    test('a 302 to a failing target is an error', async () => {
      mode = '302-to-500';
      const {context, page} = await open(landing);
      await fill(page, landing);
      await submit(page, landing);
      await expectError(page, landing);
      await context.close();
    });

    for (const failing of ['400', '500', 'drop'] as const) {
      test(`${failing === 'drop' ? 'a dropped connection' : `status ${failing}`} shows the error and keeps the values`, async () => {
        mode = failing;
        server().requests.length = 0;
        const {context, page} = await open(landing);
        await fill(page, landing);
        await submit(page, landing);
        await expectError(page, landing);
        if (failing === 'drop') {
          // Chromium itself retries a request whose reused keep-alive socket closes
          // before any answer, once per pooled socket; the page sent it once.
          assert.ok(formRequests().length >= 1);
        } else {
          assert.equal(formRequests().length, 1);
        }
        await context.close();
      });
    }

    test('a request refused as too large (414) says so and keeps the values', async () => {
      mode = '414';
      const {context, page} = await open(landing);
      await fill(page, landing);
      await submit(page, landing);
      await form(page).getByText(landing.tooLarge).waitFor();
      assert.equal(await statusText(page), landing.tooLarge);
      await expectKept(page, landing);
      await context.close();
    });

    test('each field has a length limit that fits in a URL, and says when it is reached', async () => {
      const {context, page, errors} = await open(landing);
      const section = form(page);
      const limits = {firstName: 50, lastName: 50, company: 100, email: 254} as const;
      for (const [field, max] of Object.entries(limits)) {
        const input = section.getByLabel(landing.labels[field as keyof typeof limits], {exact: true});
        assert.equal(await input.getAttribute('maxlength'), String(max), field);
      }
      const company = section.getByLabel(landing.labels.company, {exact: true});
      await company.fill('Рога и копыта'.repeat(5));
      assert.equal(await section.getByText(landing.limit(100)).count(), 0, 'no note below the limit');
      // Pasted text longer than the limit is cut at it, and the note says why.
      await company.focus();
      await page.keyboard.insertText('x'.repeat(150));
      assert.equal((await company.inputValue()).length, 100);
      await section.getByText(landing.limit(100)).waitFor();
      const note = await company.getAttribute('aria-describedby');
      assert.equal(await section.locator(`[id="${note}"]`).textContent(), landing.limit(100));
      assert.deepEqual(errors, []);
      await context.close();
    });

    test('a request that never gets an answer ends as an error after 15 seconds', async () => {
      mode = 'never';
      server().requests.length = 0;
      const {context, page} = await open(landing, {clock: true});
      await fill(page, landing);
      await submit(page, landing);
      await waitFor(() => formRequests().length === 1);
      const button = form(page).getByRole('button', {name: landing.submit});
      assert.ok(await button.isDisabled(), 'disabled while in flight');
      await page.clock.fastForward(14_000);
      assert.equal(await statusText(page), '', 'no outcome before the timeout');
      assert.ok(await button.isDisabled());
      await page.clock.fastForward(1_500);
      await expectError(page, landing);
      assert.equal(formRequests().length, 1);
      await context.close();
    });

    test('after an error the reader can send again', async () => {
      mode = '500';
      server().requests.length = 0;
      const {context, page} = await open(landing);
      await fill(page, landing);
      await submit(page, landing);
      await expectError(page, landing);
      mode = '200';
      await submit(page, landing);
      await expectSuccess(page, landing);
      const sent = formRequests();
      assert.equal(sent.length, 2);
      assert.equal(sent[1]!.search, sent[0]!.search, 'the same values are sent again');
      await context.close();
    });

    test('a double click sends one request', async () => {
      mode = 'slow';
      server().requests.length = 0;
      const {context, page} = await open(landing);
      await fill(page, landing);
      await form(page).getByRole('button', {name: landing.submit}).dblclick();
      await expectSuccess(page, landing);
      assert.equal(formRequests().length, 1);
      await context.close();
    });

    test('an invalid e-mail or an empty field sends nothing', async () => {
      mode = '200';
      server().requests.length = 0;
      const {context, page} = await open(landing);
      await fill(page, landing, {...VALUES, email: 'anna.example.com'});
      await submit(page, landing);
      const email = form(page).getByLabel(landing.labels.email, {exact: true});
      assert.equal(await email.evaluate((el: HTMLInputElement) => el.validity.typeMismatch), true);
      await fill(page, landing, {...VALUES, company: ''});
      await submit(page, landing);
      await fill(page, landing, {...VALUES, firstName: ''});
      // The browser refuses the send by firing `invalid` on the empty field, synchronously, instead
      // of submitting: once that event has fired, no request can follow.
      const firstName = form(page).getByLabel(landing.labels.firstName, {exact: true});
      await firstName.evaluate((el) =>
        el.addEventListener('invalid', () => ((window as unknown as {refused?: boolean}).refused = true), {once: true}),
      );
      await form(page).getByLabel(landing.labels.lastName, {exact: true}).press('Enter');
      await page.waitForFunction(() => (window as unknown as {refused?: boolean}).refused === true);
      assert.equal(formRequests().length, 0);
      assert.equal(await statusText(page), '');
      assert.equal(await form(page).locator('form').count(), 1);
      await context.close();
    });

    test('works by keyboard alone', async () => {
      mode = '200';
      server().requests.length = 0;
      const {context, page} = await open(landing);
      await form(page).getByLabel(landing.labels.firstName, {exact: true}).focus();
      await page.keyboard.type(VALUES.firstName);
      await page.keyboard.press('Tab');
      await page.keyboard.type(VALUES.lastName);
      await page.keyboard.press('Tab');
      await page.keyboard.type(VALUES.company);
      await page.keyboard.press('Tab');
      await page.keyboard.type(VALUES.email);
      await page.keyboard.press('Tab');
      assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('type')), 'submit');
      await page.keyboard.press('Enter');
      await expectSuccess(page, landing);
      assert.equal(formRequests()[0]!.search, expectedSearch(landing.preset));
      assert.equal(
        await page.evaluate(() => document.activeElement?.getAttribute('role')),
        'status',
        'focus moves to the success message',
      );
      await context.close();
    });

    test('works at 390px width', async () => {
      mode = '200';
      server().requests.length = 0;
      const {context, page, errors} = await open(landing, {mobile: true});
      await fill(page, landing);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `no horizontal scrolling (${overflow}px)`);
      const box = await form(page).getByRole('button', {name: landing.submit}).boundingBox();
      assert.ok(box && box.x >= 0 && box.x + box.width <= 390, 'submit button within the screen');
      await form(page).getByRole('button', {name: landing.submit}).tap();
      await expectSuccess(page, landing);
      assert.equal(formRequests().length, 1);
      assert.deepEqual(errors, []);
      await context.close();
    });
  });
}
