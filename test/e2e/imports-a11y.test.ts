import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { sampleRows } from '../support/sample-rows';
import { DEMO_PASSWORD } from '../support/local-stack';
import { importScreen, writeCsv } from './imports-support';
import { mainMenu, signIn } from './support/browser';
import { pagePerTest } from './support/fixtures';
import { announcements } from './support/keyboard';

let page: Page;
pagePerTest((fixture) => ({ page } = fixture));
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
