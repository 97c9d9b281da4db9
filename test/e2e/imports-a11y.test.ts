import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { sampleRows } from '../support/sample-rows';
import { DEMO_PASSWORD, type TestStack } from '../support/local-stack';
import { renewalStoreOn } from '../support/renewal-store';
import { writeEndingImport } from '../../local/seed/ending-contracts';
import { accessibilityViolations } from './support/accessibility';
import { importScreen, rowsFailingPostcode, writeCsv } from './imports-support';
import { eventually, mainMenu, signIn } from './support/browser';
import { pagePerTest } from './support/fixtures';
import { announcements } from './support/keyboard';

let page: Page;
let stack: TestStack;
pagePerTest((fixture) => ({ page, stack } = fixture));
const folder = mkdtempSync(path.join(os.tmpdir(), 'import-a11y-files-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** The broker signed in on the Contract Import screen. */
async function openImports() {
  page.setDefaultTimeout(10_000);
  await signIn(page, 'broker@example.com', DEMO_PASSWORD);
  await mainMenu(page).getByRole('link', { name: 'Contract Import' }).click();
  await page.getByRole('heading', { name: 'Contract Import', level: 1 }).waitFor();
  return importScreen(page);
}

it('lets an upload that storage never answers be cancelled, keeping the file chosen, and gives it up with what to do once it stalls', async () => {
  const screen = await openImports();
  // The signed PUT to storage is held unanswered, as a dropped connection leaves it.
  await page.route(/X-Amz-Signature/, (route) => (route.request().method() === 'PUT' ? undefined : route.fallback()));
  await page.clock.install();
  await screen.toolbarButton('Upload').click();
  const dialog = screen.uploadDialog();
  await dialog.locator('input[type=file]').setInputFiles(writeCsv(folder, 'stalled-741.csv', sampleRows(1, { seed: 741 })));
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await dialog.getByRole('progressbar').waitFor();

  await dialog.getByRole('button', { name: 'Cancel upload' }).click();
  await dialog.getByRole('progressbar').waitFor({ state: 'detached' });
  await dialog.getByText('stalled-741.csv', { exact: true }).waitFor();
  await announcements(page).polite.getByText('Upload cancelled. Your file is still chosen.').waitFor();

  const sent = page.waitForRequest((request) => request.method() === 'PUT' && request.url().includes('X-Amz-Signature'));
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await sent;
  await page.clock.fastForward('00:31');
  await dialog.getByText('An error occurred uploading the file', { exact: true }).waitFor();
  await dialog.getByText('Check your connection, then choose Upload to try again: your file is still chosen.', { exact: false }).waitFor();
  expect(await dialog.getByRole('button', { name: 'Upload', exact: true }).isEnabled()).toBe(true);
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  expect(await screen.rowOf('stalled-741.csv').count()).toBe(0);
});

/** Whether the middle of the element is the element itself (or within it) as shown: not covered, and inside the grid's view. */
async function shown(target: Locator): Promise<boolean> {
  const box = await target.boundingBox();
  const grid = await page.getByRole('grid').boundingBox();
  if (!box || !grid) return false;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  const inGrid = x > grid.x && x < grid.x + grid.width && y > grid.y && y < grid.y + grid.height;
  return inGrid && target.evaluate((element, [px, py]) => element.contains(document.elementFromPoint(px, py)), [x, y]);
}

it('on a 320 px screen, shows and edits a failing cell beyond Customer Name: no column is frozen over it', async () => {
  const screen = await openImports();
  await screen.uploadHeld(writeCsv(folder, 'narrow-742.csv', rowsFailingPostcode(2, 742)), 'Validation Failed');
  await screen.toolbarButton('Edit').click();
  await page.setViewportSize({ width: 320, height: 720 });

  await page.getByRole('table', { name: 'Errors' }).getByRole('button', { name: 'Go to row 2 Site Post Code' }).click();
  const cell = page.locator('[role=gridcell]:focus');
  expect(await cell.innerText()).toContain('NOWHERE');
  // The grid scrolls to the cell on the render after focus moves there.
  expect(await eventually(() => shown(cell))).toBe(true);
  await page.keyboard.press('Enter');
  const editor = page.getByRole('textbox', { name: 'Row 2 Site Post Code', exact: true });
  expect(await eventually(() => shown(editor))).toBe(true);
  await editor.fill('BS1 4DJ');
  await page.keyboard.press('Enter');
  await page.locator('[role=gridcell][aria-selected=true]', { hasText: /^BS1 4DJ$/ }).waitFor();
});

it('says aloud how validation of an uploaded file went, once the list shows it', async () => {
  const screen = await openImports();
  await screen.uploadHeld(writeCsv(folder, 'outcome-743.csv', rowsFailingPostcode(2, 743)), 'Validation Failed');
  // Messages said at the same moment are read together, so the outcome may come with another.
  await announcements(page).polite.getByText('outcome-743.csv: Validation Failed, 1 error').waitFor({ state: 'attached' });
});

it('makes the rows grid one tab stop: Tab enters it once and leaves it, arrow keys move inside, Tab still ends an edit', async () => {
  const screen = await openImports();
  await screen.uploadHeld(writeCsv(folder, 'tabstop-744.csv', rowsFailingPostcode(2, 744)), 'Validation Failed');
  await screen.toolbarButton('Edit').click();
  const grid = page.getByRole('grid', { name: 'Rows' });
  const inGrid = () => grid.evaluate((element) => element.contains(document.activeElement));

  // Editing starts at the first error: Clear row, the last button before the grid, offers its row, and the grid's one stop is its cell.
  await page.getByRole('button', { name: 'Next error' }).focus();
  await page.keyboard.press('Tab');
  expect(await page.getByRole('button', { name: 'Clear row 2' }).evaluate((button) => button === document.activeElement)).toBe(true);
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('error: Post code is not a valid UK post code');
  await page.keyboard.press('Tab');
  expect(await inGrid()).toBe(false);
  await page.keyboard.press('Shift+Tab');
  expect(await inGrid()).toBe(true);
  await page.keyboard.press('Shift+Tab');
  expect(await inGrid()).toBe(false);

  await page.getByRole('table', { name: 'Errors' }).getByRole('button', { name: 'Go to row 2 Site Post Code' }).click();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.type('EH1 1YZ');
  // As in a spreadsheet, Tab keeps the change and moves to the next cell.
  await page.keyboard.press('Tab');
  await grid.getByText('EH1 1YZ', { exact: true }).waitFor();
  expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('gridcell');
  await page.keyboard.press('Tab');
  expect(await inGrid()).toBe(false);
});

it('says why a toolbar button is dimmed, when it is reached by Tab or pointed at, and Escape puts the words away', async () => {
  const screen = await openImports();
  const tooltip = page.getByRole('tooltip');
  await screen.toolbarButton('Manual Entry').focus();
  await page.keyboard.press('Tab');
  expect(await screen.toolbarButton('Edit').evaluate((button) => button === document.activeElement && button.getAttribute('aria-disabled'))).toBe('true');
  expect(await tooltip.innerText()).toBe('Select an import in the list first.');
  await page.keyboard.press('Escape');
  await tooltip.waitFor({ state: 'detached' });
  await screen.toolbarButton('Save').hover();
  expect(await tooltip.innerText()).toBe('Choose Edit first.');
});

it('finds a saved record by name from the keyboard, loads its address, and passes axe with the matches shown', async () => {
  const store = renewalStoreOn(stack.stack);
  try {
    await writeEndingImport(store, { id: 'found-a11y', tpiid: 101, seed: 86, rows: 2, endsInDays: 200 });
  } finally {
    store.close();
  }
  const screen = await openImports();
  await screen.toolbarButton('Manual Entry').click();
  await page.getByRole('button', { name: 'Add address' }).click();
  const search = page.getByLabel('Saved customer, site or account name, postcode or reference');
  await search.focus();
  await page.keyboard.type('customer 1 site');
  await page.keyboard.press('Enter');
  const load = page.getByRole('button', { name: 'Load the address of site Customer 1 site 1, BS1 4DJ' });
  await load.waitFor();
  await announcements(page).polite.getByText('1 saved record found.').waitFor();
  expect(await accessibilityViolations(page)).toEqual([]);
  await load.focus();
  await page.keyboard.press('Enter');
  await announcements(page).polite.getByText('Saved address loaded; check it before you save.').waitFor();
  expect(await page.getByLabel('Post code', { exact: true }).first().inputValue()).toBe('BS1 4DJ');
});
