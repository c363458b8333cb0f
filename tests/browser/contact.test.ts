/**
 * The contact / trial-request form on both landing pages, against a real
 * HTTP server: the built site plus an /eml_ping endpoint (the site's
 * `feedback.url`, method GET) that records each request and answers 200, 302,
 * 400, 500, a dropped connection, or never.
 */
import type {ServerResponse} from 'node:http';
import type {Page} from '@playwright/test';
import {MOBILE, expect, hydrated, test as base, watchErrors, type RecordedRequest} from './fixtures';

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

/** How the form's endpoint answers. */
function answer(mode: Mode, req: RecordedRequest, res: ServerResponse, hanging: ServerResponse[]): void {
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

const test = base.extend<{
  /** The form's endpoint (/eml_ping on the site): how it answers now, and what the form sent it (redirect targets left out). */
  endpoint: {mode: Mode; sent: () => RecordedRequest[]};
  /** A landing page at a laptop's width (a phone's under `test.use(MOBILE)`), with its errors; with `clock`, on Playwright's clock, paused. */
  visit: (landing: LandingForm, options?: {clock?: boolean}) => Promise<{page: Page; errors: string[]}>;
}>({
  endpoint: async ({site}, use) => {
    const hanging: ServerResponse[] = [];
    const endpoint = {mode: '200' as Mode, sent: () => site.requests.filter((r) => r.path === '/eml_ping')};
    site.on('/eml_ping', (req, res) => answer(endpoint.mode, req, res, hanging));
    await use(endpoint);
    for (const res of hanging) res.socket?.destroy();
  },
  visit: async ({context, site, endpoint}, use) => {
    void endpoint; // answering before the page can send
    await use(async (landing, options = {}) => {
      const page = await context.newPage();
      if (options.clock) await page.clock.install();
      const errors = watchErrors(page, site.origin);
      await page.goto(`${site.origin}${landing.path}`);
      await hydrated(page);
      // Installed, the clock still runs on its own, and real seconds under load would count
      // towards the test's timeouts; paused, time moves only when the test moves it.
      if (options.clock) await page.clock.pauseAt(Date.now() + 1_000);
      return {page, errors};
    });
  },
});
test.use({viewport: {width: 1280, height: 900}});

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
  await expect(section.getByLabel(landing.labels.firstName, {exact: true})).toHaveValue(VALUES.firstName);
  await expect(section.getByLabel(landing.labels.lastName, {exact: true})).toHaveValue(VALUES.lastName);
  await expect(section.getByLabel(landing.labels.company, {exact: true})).toHaveValue(VALUES.company);
  await expect(section.getByLabel(landing.labels.email, {exact: true})).toHaveValue(VALUES.email);
  await expect(section.getByRole('button', {name: landing.submit})).toBeEnabled();
}

/** The error text sits above the form, in the live region. */
async function expectError(page: Page, landing: LandingForm): Promise<void> {
  await form(page).getByText(landing.error).waitFor();
  expect(await statusText(page)).toBe(landing.error);
  const live = form(page).getByRole('status');
  await expect(live).toHaveAttribute('aria-live', 'polite');
  const above = await page.evaluate(() => {
    const status = document.querySelector('#contact-us [role="status"]')!;
    const formElement = document.querySelector('#contact-us form')!;
    return Boolean(status.compareDocumentPosition(formElement) & Node.DOCUMENT_POSITION_FOLLOWING);
  });
  expect(above, 'error shows above the form').toBeTruthy();
  await expectKept(page, landing);
}

async function expectSuccess(page: Page, landing: LandingForm): Promise<void> {
  await form(page).getByText(landing.success).waitFor();
  expect(await statusText(page)).toBe(landing.success);
  await expect(form(page).locator('form'), 'the success text replaces the form').toHaveCount(0);
}

for (const landing of PAGES) {
  test.describe(`contact form (${landing.lang})`, () => {
    test('renders its title, accessible labels and the preset message instead of a message box', async ({visit}) => {
      const {page, errors} = await visit(landing);
      const section = form(page);
      await expect(section.getByRole('heading', {level: 2})).toHaveText(landing.title);
      for (const label of Object.values(landing.labels)) {
        const input = section.getByLabel(label, {exact: true});
        await expect(input, label).toHaveCount(1);
        expect(await input.evaluate((el: HTMLInputElement) => el.required), `${label} is required`).toBeTruthy();
        await expect(input).toBeVisible();
      }
      await expect(section.getByLabel(landing.labels.email, {exact: true})).toHaveAttribute('type', 'email');
      await expect(section.locator('textarea'), 'no message box with preset content').toHaveCount(0);
      await expect(section.getByRole('button', {name: landing.submit})).toHaveCount(1);
      expect(errors).toEqual([]);
    });

    test('sends the exact query string, the form content type and no body; 200 is success', async ({
      endpoint,
      visit,
    }) => {
      const {page, errors} = await visit(landing);
      await fill(page, landing);
      await submit(page, landing);
      await expectSuccess(page, landing);
      const sent = endpoint.sent();
      expect(sent).toHaveLength(1);
      const request = sent[0]!;
      expect(request.method).toBe('GET');
      expect(request.search).toBe(expectedSearch(landing.preset));
      expect(request.query.get('firstName')).toBe(VALUES.firstName);
      expect(request.query.get('company')).toBe(VALUES.company);
      expect(request.query.get('email')).toBe(VALUES.email);
      expect(request.query.get('message')).toBe(landing.preset);
      expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded;charset=UTF-8');
      expect(request.body).toBe('');
      expect(request.headers['content-length'] ?? '0').toBe('0');
      expect(errors).toEqual([]);
    });

    test('a 302 counts as what its target answers: 200 is success', async ({site, endpoint, visit}) => {
      endpoint.mode = '302';
      const {page} = await visit(landing);
      await fill(page, landing);
      await submit(page, landing);
      await expectSuccess(page, landing);
      expect(site.requests.map((r) => r.path).filter((p) => p.startsWith('/eml_ping'))).toEqual([
        '/eml_ping',
        '/eml_ping/sent',
      ]);
    });

    test('a 302 to a failing target is an error', async ({endpoint, visit}) => {
      endpoint.mode = '302-to-500';
      const {page} = await visit(landing);
      await fill(page, landing);
      await submit(page, landing);
      await expectError(page, landing);
    });

    for (const failing of ['400', '500', 'drop'] as const) {
      test(`${failing === 'drop' ? 'a dropped connection' : `status ${failing}`} shows the error and keeps the values`, async ({
        endpoint,
        visit,
      }) => {
        endpoint.mode = failing;
        const {page} = await visit(landing);
        await fill(page, landing);
        await submit(page, landing);
        await expectError(page, landing);
        if (failing === 'drop') {
          // Chromium itself retries a request whose reused keep-alive socket closes
          // before any answer, once per pooled socket; the page sent it once.
          expect(endpoint.sent().length).toBeGreaterThanOrEqual(1);
        } else {
          expect(endpoint.sent()).toHaveLength(1);
        }
      });
    }

    test('a request refused as too large (414) says so and keeps the values', async ({endpoint, visit}) => {
      endpoint.mode = '414';
      const {page} = await visit(landing);
      await fill(page, landing);
      await submit(page, landing);
      await form(page).getByText(landing.tooLarge).waitFor();
      expect(await statusText(page)).toBe(landing.tooLarge);
      await expectKept(page, landing);
    });

    test('each field has a length limit that fits in a URL, and says when it is reached', async ({visit}) => {
      const {page, errors} = await visit(landing);
      const section = form(page);
      const limits = {firstName: 50, lastName: 50, company: 100, email: 254} as const;
      for (const [field, max] of Object.entries(limits)) {
        const input = section.getByLabel(landing.labels[field as keyof typeof limits], {exact: true});
        await expect(input, field).toHaveAttribute('maxlength', String(max));
      }
      const company = section.getByLabel(landing.labels.company, {exact: true});
      await company.fill('Рога и копыта'.repeat(5));
      await expect(section.getByText(landing.limit(100)), 'no note below the limit').toHaveCount(0);
      // Pasted text longer than the limit is cut at it, and the note says why.
      await company.focus();
      await page.keyboard.insertText('x'.repeat(150));
      expect(await company.inputValue()).toHaveLength(100);
      await section.getByText(landing.limit(100)).waitFor();
      const note = await company.getAttribute('aria-describedby');
      await expect(section.locator(`[id="${note}"]`)).toHaveText(landing.limit(100));
      expect(errors).toEqual([]);
    });

    test('a request that never gets an answer ends as an error after 15 seconds', async ({endpoint, visit}) => {
      endpoint.mode = 'never';
      const {page} = await visit(landing, {clock: true});
      await fill(page, landing);
      await submit(page, landing);
      await expect.poll(() => endpoint.sent()).toHaveLength(1);
      const button = form(page).getByRole('button', {name: landing.submit});
      await expect(button, 'disabled while in flight').toBeDisabled();
      await page.clock.fastForward(14_000);
      expect(await statusText(page), 'no outcome before the timeout').toBe('');
      await expect(button).toBeDisabled();
      await page.clock.fastForward(1_500);
      await expectError(page, landing);
      expect(endpoint.sent()).toHaveLength(1);
    });

    test('after an error the reader can send again', async ({endpoint, visit}) => {
      endpoint.mode = '500';
      const {page} = await visit(landing);
      await fill(page, landing);
      await submit(page, landing);
      await expectError(page, landing);
      endpoint.mode = '200';
      await submit(page, landing);
      await expectSuccess(page, landing);
      const sent = endpoint.sent();
      expect(sent).toHaveLength(2);
      expect(sent[1]!.search, 'the same values are sent again').toBe(sent[0]!.search);
    });

    test('a double click sends one request', async ({endpoint, visit}) => {
      endpoint.mode = 'slow';
      const {page} = await visit(landing);
      await fill(page, landing);
      await form(page).getByRole('button', {name: landing.submit}).dblclick();
      await expectSuccess(page, landing);
      expect(endpoint.sent()).toHaveLength(1);
    });

    test('an invalid e-mail or an empty field sends nothing', async ({endpoint, visit}) => {
      const {page} = await visit(landing);
      await fill(page, landing, {...VALUES, email: 'anna.example.com'});
      await submit(page, landing);
      const email = form(page).getByLabel(landing.labels.email, {exact: true});
      expect(await email.evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true);
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
      expect(endpoint.sent()).toHaveLength(0);
      expect(await statusText(page)).toBe('');
      await expect(form(page).locator('form')).toHaveCount(1);
    });

    test('works by keyboard alone', async ({endpoint, visit}) => {
      const {page} = await visit(landing);
      await form(page).getByLabel(landing.labels.firstName, {exact: true}).focus();
      await page.keyboard.type(VALUES.firstName);
      await page.keyboard.press('Tab');
      await page.keyboard.type(VALUES.lastName);
      await page.keyboard.press('Tab');
      await page.keyboard.type(VALUES.company);
      await page.keyboard.press('Tab');
      await page.keyboard.type(VALUES.email);
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('submit');
      await page.keyboard.press('Enter');
      await expectSuccess(page, landing);
      expect(endpoint.sent()[0]!.search).toBe(expectedSearch(landing.preset));
      expect(
        await page.evaluate(() => document.activeElement?.getAttribute('role')),
        'focus moves to the success message',
      ).toBe('status');
    });

    test.describe('on a phone', () => {
      test.use(MOBILE);
      test('works at 390px width', async ({endpoint, visit}) => {
        const {page, errors} = await visit(landing);
        await fill(page, landing);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `no horizontal scrolling (${overflow}px)`).toBeLessThanOrEqual(0);
        const box = await form(page).getByRole('button', {name: landing.submit}).boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= 390, 'submit button within the screen').toBeTruthy();
        await form(page).getByRole('button', {name: landing.submit}).tap();
        await expectSuccess(page, landing);
        expect(endpoint.sent()).toHaveLength(1);
        expect(errors).toEqual([]);
      });
    });
  });
}
