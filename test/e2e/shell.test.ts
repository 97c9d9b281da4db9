import type { BrowserContext, Page } from 'playwright-core';
import { DEMO_PASSWORD, type TestStack } from '../support/local-stack';
import { mainMenu, shownText, signIn } from './support/browser';
import { pagePerTest } from './support/fixtures';

let stack: TestStack;
let context: BrowserContext;
let page: Page;
pagePerTest((fixture) => ({ stack, context, page } = fixture));

const menuItems = async () => (await mainMenu(page).getByRole('link').allInnerTexts()).map((text) => text.trim());
const intermediarySelector = () => page.getByRole('button', { name: /^Intermediary: / });
const heading = () => page.getByRole('heading', { level: 1 });

async function signInAndWait(email: string, path = '/') {
  await signIn(page, email, DEMO_PASSWORD, path);
  await mainMenu(page).waitFor();
}

describe('the top menu', () => {
  it('shows a broker with reports 1 and 2 and a pre-qualified product exactly those items, in the order the portal defines', async () => {
    await signInAndWait('broker@example.com');
    await mainMenu(page).getByRole('link', { name: 'Pre-Qualifier' }).waitFor();
    expect(await menuItems()).toEqual(['Home', 'Pre-Qualifier', 'Contract Import', 'Contract Report', 'Commission Report', 'Downloads']);
  });

  it('shows supplier staff every report item', async () => {
    await signInAndWait('staff@example.com');
    await mainMenu(page).getByRole('link', { name: 'Pre-Qualifier' }).waitFor();
    expect(await menuItems()).toEqual([
      'Home', 'Pre-Qualifier', 'Contract Import', 'Contract Report', 'Commission Report', 'ECOES Post Code Search',
      'ECOES MPAN Search', 'Gas Address Search', 'Gas MPRN Search', 'Downloads',
    ]);
  });

  it('opens each permitted screen from the menu', async () => {
    await signInAndWait('broker@example.com');
    await mainMenu(page).getByRole('link', { name: 'Commission Report' }).click();
    await page.waitForURL('**/commissionreport');
    await heading().filter({ hasText: 'Commission Report' }).waitFor();
    expect(await heading().innerText()).toBe('Commission Report');
    await mainMenu(page).getByRole('link', { name: 'Downloads' }).click();
    await page.waitForURL('**/downloads');
  });

  it('folds away behind a Menu button on a phone, opened and used by keyboard', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAndWait('broker@example.com');
    const toggle = mainMenu(page).getByRole('button', { name: 'Menu: Home' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await mainMenu(page).getByRole('link', { name: 'Contract Report' }).isVisible()).toBe(false);
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const report = mainMenu(page).getByRole('link', { name: 'Contract Report' });
    await report.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/contractreport');
    const folded = mainMenu(page).getByRole('button', { name: 'Menu: Contract Report' });
    await folded.waitFor();
    expect(await folded.getAttribute('aria-expanded')).toBe('false');
    expect(await report.isVisible()).toBe(false);
  });
});

describe('navigation for keyboard and screen-reader users', () => {
  it('offers a skip link as the first tab stop, names each screen in the title and moves focus to its heading', async () => {
    await signInAndWait('broker@example.com');
    expect(await page.title()).toBe('Broker Signing Tool');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    await mainMenu(page).getByRole('link', { name: 'Downloads' }).click();
    await page.waitForURL('**/downloads');
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Downloads');
    expect(await page.title()).toBe('Downloads - Broker Signing Tool');
  });
});

describe('routes', () => {
  it.each(['/ecoespostcodesearch', '/ecoesmpansearch', '/xoserveaddresssearch', '/xoservemprnsearch'])(
    'falls back to Home when a broker without the report opens %s',
    async (path) => {
      await signInAndWait('broker@example.com', path);
      await shownText(page, 'Welcome, Bea').waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
    },
  );

  it('opens a report route the user holds directly', async () => {
    await signInAndWait('staff@example.com', '/xoservemprnsearch');
    await heading().filter({ hasText: 'Gas MPRN Search' }).waitFor();
    expect(await heading().innerText()).toBe('Gas MPRN Search');
    expect(new URL(page.url()).pathname).toBe('/xoservemprnsearch');
  });

  it('falls back to Home from the pre-qualifier when no product of the intermediary needs pre-authorisation', async () => {
    await signInAndWait('multi@example.com');
    await chooseIntermediary('Northern Power Partners');
    await page.goto('/preauthorisation');
    await shownText(page, 'Welcome, Max').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });
});

describe('the intermediary selector', () => {
  it('lists the intermediaries by name, starts with the first, and remembers a change across a reload', async () => {
    await signInAndWait('multi@example.com');
    expect(await intermediarySelector().innerText()).toBe('Acme Energy Brokers');
    await intermediarySelector().click();
    expect((await page.getByRole('menuitemcheckbox').allInnerTexts()).map((text) => text.trim())).toEqual([
      'Acme Energy Brokers', 'Brightside Utilities Consulting', 'Northern Power Partners',
    ]);
    await page.getByRole('menuitemcheckbox', { name: 'Northern Power Partners' }).click();
    await shownText(page, 'Working for Northern Power Partners').waitFor();
    expect(await menuItems()).not.toContain('Pre-Qualifier');

    await page.reload();
    await shownText(page, 'Working for Northern Power Partners').waitFor();
    expect(await intermediarySelector().innerText()).toBe('Northern Power Partners');
    const cookie = (await context.cookies()).find((c) => c.name === 'broker-signing-tool');
    expect(cookie?.value).toBe('103');
    expect((cookie?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
  });

  it('ignores a remembered intermediary the user does not hold', async () => {
    await context.addCookies([{ name: 'broker-signing-tool', value: '103', url: stack.webUrl }]);
    await signInAndWait('broker@example.com');
    expect(await intermediarySelector().innerText()).toBe('Acme Energy Brokers');
  });
});

describe('application messages', () => {
  it('shows the banners in message order with header, content and list, each dismissible until signing out', async () => {
    await signInAndWait('broker@example.com');
    const banners = page.getByRole('button', { name: /^Dismiss / });
    await banners.first().waitFor();
    expect(await banners.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')))).toEqual([
      'Dismiss Planned maintenance', 'Dismiss Industry data delays',
    ]);
    await shownText(page, 'Saturday 06:00 to 08:00: contract import').waitFor();

    await page.getByRole('button', { name: 'Dismiss Planned maintenance' }).click();
    await shownText(page, 'Planned maintenance').waitFor({ state: 'detached' });
    await page.reload();
    await shownText(page, 'Industry data delays').waitFor();
    expect(await shownText(page, 'Planned maintenance').count()).toBe(0);

    // The next user at this browser starts afresh: the banners again, and nothing left of the last one's announcements.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByLabel('Email address').waitFor();
    expect(await page.getByTestId('polite-announcements').textContent()).toBe('');
    await signInAndWait('multi@example.com');
    await shownText(page, 'Planned maintenance').waitFor();
  });

  it('leaves the screen as it was when the messages cannot be loaded', async () => {
    await page.route('**/api/applicationmessages*', (route) => route.fulfill({ status: 500, body: '{"message":"boom"}' }));
    const refused = page.waitForResponse('**/api/applicationmessages*');
    await signInAndWait('broker@example.com');
    await refused;
    await shownText(page, 'Welcome, Bea').waitFor();
    expect(await page.getByRole('button', { name: /^Dismiss / }).count()).toBe(0);
  });
});

describe('lookups that fail', () => {
  it('hide the Pre-Qualifier and leave the rest of the screen working', async () => {
    await page.route('**/lookups/productdefinition', (route) => route.fulfill({ status: 502, body: '{"message":"Bad gateway"}' }));
    await signInAndWait('broker@example.com');
    await shownText(page, 'Welcome, Bea').waitFor();
    expect(await menuItems()).toEqual(['Home', 'Contract Import', 'Contract Report', 'Commission Report', 'Downloads']);
  });

  it('say so on the Pre-Qualifier\'s own route, after asking again, and open it with Try again once they load', async () => {
    let failing = true;
    await page.route('**/lookups/productdefinition', (route) => (failing ? route.fulfill({ status: 503, body: '{"message":"Service Unavailable"}' }) : route.continue()));
    await signIn(page, 'broker@example.com', DEMO_PASSWORD, '/preauthorisation');
    const failure = shownText(page, 'Pre-Qualifier could not be opened', { exact: true });
    await failure.waitFor({ timeout: 20_000 });
    expect(new URL(page.url()).pathname).toBe('/preauthorisation');
    failing = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await heading().filter({ hasText: 'Pre-Qualifier' }).waitFor();
    expect(await failure.count()).toBe(0);
    expect(await menuItems()).toContain('Pre-Qualifier');
  });
});

async function chooseIntermediary(name: string) {
  await intermediarySelector().click();
  await page.getByRole('menuitemcheckbox', { name }).click();
  await shownText(page, `Working for ${name}`).waitFor();
}

describe('a screen whose file cannot be downloaded', () => {
  const importPageChunk = /\/assets\/ImportPage-[\w-]+\.js$/;

  it('says so where the screen was, leaves the menu working, and Try again opens it once the connection is back', async () => {
    await signInAndWait('broker@example.com');
    await page.route(importPageChunk, (route) => route.abort('failed'));
    await mainMenu(page).getByRole('link', { name: 'Contract Import' }).click();
    await shownText(page, 'Contract Import could not be opened').waitFor();
    expect(await shownText(page, 'The portal could not load what this screen needs. Check your connection, then try again.').isVisible()).toBe(true);
    // Said aloud as well; the live region's copy is not what the screen shows.
    await page.getByTestId('assertive-announcements').getByText('Contract Import could not be opened.').waitFor();
    expect(await shownText(page, 'Contract Import could not be opened').count()).toBe(1);
    await mainMenu(page).getByRole('link', { name: 'Downloads' }).click();
    await heading().filter({ hasText: 'Downloads' }).waitFor();
    await mainMenu(page).getByRole('link', { name: 'Contract Import' }).click();
    // Asked again in this page and failed again: Chromium keeps a failed part for the page's life.
    await shownText(page, 'The portal still could not load what this screen needs. Check your connection, then try again: the page will reload, so save any changes first.').waitFor();
    // The connection is back: Try again, by keyboard, reloads and opens the screen.
    await page.unroute(importPageChunk);
    await page.getByRole('button', { name: 'Try again' }).focus();
    await page.keyboard.press('Enter');
    await heading().filter({ hasText: 'Contract Import' }).waitFor();
    expect(await shownText(page, 'Contract Import could not be opened').count()).toBe(0);
  });
});
