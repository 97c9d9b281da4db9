import { writeFileSync } from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import type { Locator, Page } from 'playwright-core';
import { SAMPLE_HEADING, sampleRows } from '../support/sample-rows';
import { waitForCount } from './support/browser';

/** Files the import tests upload, written with the tests' own CSV and XLSX writers. */

export const column = (name: string) => SAMPLE_HEADING.indexOf(name);

/** `count` sample rows of a seed whose row `bad` (0-based) has a post code no one has, so the file fails validation. */
export function rowsFailingPostcode(count: number, seed: number, bad = 0): string[][] {
  const rows = sampleRows(count, { seed });
  rows[bad][column('Site Post Code')] = 'NOWHERE';
  return rows;
}

export function writeCsv(folder: string, name: string, rows: readonly (readonly string[])[]): string {
  const file = path.join(folder, name);
  writeFileSync(file, Papa.unparse([SAMPLE_HEADING as string[], ...(rows as string[][])]));
  return file;
}

export async function writeXlsx(folder: string, name: string, rows: readonly (readonly string[])[]): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Contracts');
  sheet.addRow(SAMPLE_HEADING as string[]);
  for (const row of rows) sheet.addRow(row as string[]);
  const file = path.join(folder, name);
  writeFileSync(file, Buffer.from(await workbook.xlsx.writeBuffer()));
  return file;
}

/** The import screen's parts, by role and name as a keyboard or screen-reader user finds them. */
export function importScreen(page: Page) {
  const toolbarButton = (name: string) => page.getByRole('button', { name, exact: true });
  const uploadDialog = () => page.getByRole('dialog', { name: 'Upload' });
  // Named for the import it approves: "Approve clean-702.xlsx?".
  const approveDialog = () => page.getByRole('dialog', { name: /^Approve .*\?$/ });
  // In <main>: the page's live region repeats the notice for screen readers.
  const notice = (header: string) => page.getByRole('main').getByText(header, { exact: true });
  const rowOf = (text: string) => page.getByRole('row').filter({ hasText: text });

  async function choose(scope: Locator | Page, label: string, option: string) {
    await scope.getByRole('button', { name: new RegExp(`^${label}`) }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  }

  /** Uploads a file through the dialog and waits for the dialog to close. */
  async function upload(file: string, options: { format?: string; hold?: boolean; product?: string } = {}) {
    await toolbarButton('Upload').click();
    const dialog = uploadDialog();
    await dialog.waitFor();
    if (options.product) await choose(dialog, 'Product', options.product);
    if (options.format) await choose(dialog, 'File format', options.format);
    if (options.hold) await dialog.getByRole('checkbox', { name: 'Hold for Manual Verification' }).check();
    await dialog.locator('input[type=file]').setInputFiles(file);
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  /** Approves the selected import: the toolbar's Approve, then Approve in the confirmation it asks. */
  async function approve() {
    await toolbarButton('Approve').click();
    const dialog = approveDialog();
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  /** Uploads a file held for manual verification and waits for its validation to end in `status`. */
  async function uploadHeld(file: string, status: 'Validation Failed' | 'Awaiting Verification') {
    await upload(file, { hold: true });
    await waitForStatus(path.basename(file), status);
  }

  /** Waits until the list row of a file shows a status, without refreshing by hand. */
  async function waitForStatus(fileName: string, status: string, timeout = 20_000) {
    await rowOf(fileName).filter({ hasText: status }).first().waitFor({ timeout });
  }

  /** Opens the selected import's signing link as its customer would, in a page of its own, and signs on the e-sign simulator's page. */
  async function signAsCustomer() {
    const link = await page.getByRole('link', { name: /Signing link/ }).getAttribute('href');
    const signing = await page.context().newPage();
    await signing.goto(new URL(link!, page.url()).toString());
    await signing.getByRole('button', { name: 'Sign' }).click();
    await signing.waitForLoadState();
    await signing.close();
  }

  /** Selects a file's row, turning the list's pages with the jump-to-page box until it shows. */
  async function select(fileName: string) {
    for (let pageNumber = 1; pageNumber <= 10; pageNumber++) {
      await page.getByLabel('Go to page').fill(String(pageNumber));
      await page.getByLabel('Go to page').press('Enter');
      if (await rowOf(fileName).count()) return rowOf(fileName).first().getByRole('radio').check();
    }
    throw new Error(`No row of ${fileName} in the import list`);
  }

  const failures = (header: string) => page.getByRole('list', { name: header }).getByRole('listitem').allInnerTexts();

  const enabled = async (name: string) => !(await toolbarButton(name).isDisabled());

  return { toolbarButton, uploadDialog, approveDialog, approve, notice, rowOf, choose, upload, uploadHeld, waitForStatus, select, signAsCustomer, failures, enabled, waitForCount };
}
