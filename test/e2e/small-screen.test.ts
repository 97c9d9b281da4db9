import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { sampleRows } from '../support/sample-rows';
import { DEMO_PASSWORD, startTestStack, type TestStack } from '../support/local-stack';
import { importScreen, rowsFailingPostcode, writeCsv } from './imports-support';
import { accessibilityViolations } from './support/accessibility';
import { brokerPage, closeAll, launchBrowser, mainMenu, openPage, shownText, signIn, waitForCount } from './support/browser';
import { STARTUP_TIMEOUT_MS } from './support/fixtures';
import { focusedElement, hasFocus, tabTo } from './support/keyboard';
import { lineCount } from './support/table-layout';

/** The smallest screen the portal is laid out for: a 1024x768 laptop or tablet held sideways. */
const SMALL_SCREEN = { width: 1024, height: 768 };

let stack: TestStack;
let browser: Browser;
let staff: { context: BrowserContext; page: Page };
let broker: { context: BrowserContext; page: Page } | undefined;
const folder = mkdtempSync(path.join(os.tmpdir(), 'small-screen-files-'));

beforeAll(async () => {
  [stack, browser] = await Promise.all([startTestStack(), launchBrowser()]);
  // Supplier staff hold every report, so theirs is the longest menu.
  staff = await openPage(browser, stack.webUrl);
  staff.page.setDefaultTimeout(10_000);
  await staff.page.setViewportSize(SMALL_SCREEN);
  await signIn(staff.page, 'staff@example.com', DEMO_PASSWORD);
  await mainMenu(staff.page).getByRole('link', { name: 'Pre-Qualifier' }).waitFor();
}, STARTUP_TIMEOUT_MS);
afterAll(async () => {
  await broker?.context.close();
  await closeAll(staff?.context, browser, stack);
  rmSync(folder, { recursive: true, force: true });
});

const more = (page: Page) => mainMenu(page).getByRole('button', { name: 'More' });

/** Whether the page itself scrolls sideways; a table scrolling inside itself does not count. */
const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

/** Opens a menu item by mouse, from More when it is behind it, and waits for the screen and its data. */
async function openFromMenu(page: Page, name: string, heading = name) {
  const link = mainMenu(page).getByRole('link', { name });
  if (!(await link.isVisible())) await more(page).click();
  await link.click();
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
}

/** How many lines the notices take once collapsed: one banner, its header naming them all on one line. */
async function collapsedNoticeLines() {
  const { page } = staff;
  await waitForCount(page.getByRole('list', { name: 'Notices' }).getByRole('listitem'), 1);
  return lineCount(shownText(page, 'Planned maintenance, Industry data delays', { exact: true }));
}

describe('at 1024x768, signed in as staff', () => {
  it('keeps every menu item, in order, in one row, the last of them behind More', async () => {
    const { page } = staff;
    const items = await mainMenu(page).locator('a, button').evaluateAll((elements) =>
      elements.filter((element) => element.checkVisibility()).map((element) => ({ text: element.textContent, top: Math.round(element.getBoundingClientRect().top) })),
    );
    expect(new Set(items.map((item) => item.top)).size).toBe(1);
    expect(items.at(-1)?.text).toBe('More');
    expect(items.map((item) => item.text)).toContain('Contract Report');
    // Behind More, not gone: the nav still holds every item's link, in the portal's order.
    expect((await mainMenu(page).locator('a').allTextContents())).toEqual([
      'Home', 'Pre-Qualifier', 'Contract Import', 'Contract Report', 'Commission Report', 'ECOES Post Code Search',
      'ECOES MPAN Search', 'Gas Address Search', 'Gas MPRN Search', 'Downloads',
    ]);
    expect(await mainMenu(page).getByRole('link', { name: 'Downloads' }).count()).toBe(0);
  });

  it('opens an item behind More by keyboard, and closes More on Escape with focus back on it', async () => {
    const { page } = staff;
    await tabTo(page, more(page));
    await page.keyboard.press('Enter');
    expect(await more(page).getAttribute('aria-expanded')).toBe('true');
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    expect(await more(page).getAttribute('aria-expanded')).toBe('false');
    expect(await hasFocus(more(page))).toBe(true);

    await page.keyboard.press('Space');
    const downloads = mainMenu(page).getByRole('link', { name: 'Downloads' });
    for (let pressed = 0; pressed < 5 && !(await hasFocus(downloads)); pressed++) await page.keyboard.press('ArrowDown');
    expect(await focusedElement(page)).toBe('a Downloads');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Downloads', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/downloads');
    expect(await more(page).getAttribute('aria-expanded')).toBe('false');
  });

  it('collapses the notices to one line, which stays collapsed on the next screen and after a reload', async () => {
    const { page } = staff;
    await page.getByRole('button', { name: 'Collapse notices' }).click();
    const show = page.getByRole('button', { name: 'Show notices' });
    await show.waitFor();
    expect(await hasFocus(show)).toBe(true);
    expect(await collapsedNoticeLines()).toBe(1);
    expect(await accessibilityViolations(page)).toEqual([]);

    await openFromMenu(page, 'Contract Report');
    expect(await show.isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Collapse notices' }).count()).toBe(0);
    await page.reload();
    await show.waitFor();
    expect(await collapsedNoticeLines()).toBe(1);
  });

  it.each([
    ['Home', 'Welcome, Sam'],
    ['Pre-Qualifier', 'Pre-Qualifier'],
    ['Contract Import', 'Contract Import'],
    ['Contract Report', 'Contract Report'],
    ['Commission Report', 'Commission Report'],
    ['Downloads', 'Downloads'],
  ])('%s does not scroll the page sideways', async (name, heading) => {
    await openFromMenu(staff.page, name, heading);
    expect(await scrollsSideways(staff.page)).toBe(false);
  });
});

describe('at 1280 px, as other tests open the menu', () => {
  it("shows all of staff's items in the row, tightened, with nothing behind More", async () => {
    const { page } = staff;
    await page.setViewportSize({ width: 1280, height: 720 });
    await waitForCount(more(page), 0);
    expect(await mainMenu(page).getByRole('link').count()).toBe(10);
  });
});

describe('at 1024x768, the import being edited', () => {
  beforeAll(async () => {
    broker = await brokerPage(browser, stack.webUrl, 'Contract Import');
    await broker.page.setViewportSize(SMALL_SCREEN);
  });

  it('in the grid of a file that failed validation does not scroll the page sideways', async () => {
    const screen = importScreen(broker!.page);
    await screen.upload(writeCsv(folder, 'small-screen-failing.csv', rowsFailingPostcode(3, 951)), { hold: true });
    await screen.waitForStatus('small-screen-failing.csv', 'Validation Failed');
    await screen.toolbarButton('Edit').click();
    await screen.toolbarButton('Save').waitFor();
    expect(await scrollsSideways(broker!.page)).toBe(false);
    await screen.toolbarButton('Cancel').click();
  });

  it("at 1024x768 the grid's Save is visible after scrolling to the last column", async () => {
    const { page } = broker!;
    const screen = importScreen(page);
    await screen.uploadHeld(writeCsv(folder, 'small-screen-bar.csv', rowsFailingPostcode(20, 953)), 'Validation Failed');
    await screen.toolbarButton('Edit').click();
    await shownText(page, '0 changes · 1 error').waitFor();
    const grid = page.getByRole('grid', { name: 'Rows' });
    await grid.evaluate((element) => element.scrollTo(element.scrollWidth, element.scrollHeight));
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    const save = page.getByRole('region', { name: 'Unsaved edit' }).getByRole('button', { name: 'Save changes' });
    const box = (await save.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(SMALL_SCREEN.height);
    // In view and on top: the grid does not cover it.
    expect(await save.evaluate((button, { x, y }) => button.contains(document.elementFromPoint(x, y)), { x: box.x + box.width / 2, y: box.y + box.height / 2 })).toBe(true);
    // Fixing the failing cell drops its error before any save.
    await page.getByRole('table', { name: 'Errors' }).getByRole('button', { name: 'Go to row 2 Site Post Code' }).click();
    await page.keyboard.press('Enter');
    await page.getByRole('textbox', { name: 'Row 2 Site Post Code', exact: true }).fill('BS1 4DJ');
    await page.keyboard.press('Enter');
    await shownText(page, '1 change · 0 errors').waitFor();
    await page.getByRole('region', { name: 'Unsaved edit' }).getByRole('button', { name: 'Cancel editing' }).click();
    await waitForCount(page.getByRole('region', { name: 'Unsaved edit' }), 0);
  });

  it('in the customer tree and its forms does not scroll the page sideways', async () => {
    const { page } = broker!;
    const screen = importScreen(page);
    await screen.upload(writeCsv(folder, 'small-screen-held.csv', sampleRows(2, { seed: 952 })), { hold: true });
    await screen.waitForStatus('small-screen-held.csv', 'Awaiting Verification');
    await screen.toolbarButton('Edit').click();
    await page.getByRole('tab', { name: 'Add new' }).waitFor();
    expect(await scrollsSideways(page)).toBe(false);
  });
});
