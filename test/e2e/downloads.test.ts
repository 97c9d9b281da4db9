import { readFile } from 'node:fs/promises';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DOWNLOADS } from '../../domain/documents';
import { LOCAL_CREDENTIALS, LOCAL_REGION, physicalBucketName } from '../../local/names';
import { DEMO_PASSWORD, startTestStack, type TestStack } from '../support/local-stack';
import { closeAll, launchBrowser, mainMenu, openPage, shownText, signIn } from './support/browser';
import { STARTUP_TIMEOUT_MS } from './support/fixtures';

let stack: TestStack;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let s3: S3Client;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startTestStack(), launchBrowser()]);
  s3 = new S3Client({ endpoint: stack.stack.s3Url, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS, forcePathStyle: true });
  ({ context, page } = await openPage(browser, stack.webUrl));
  // Bea Broker holds only intermediary 101, so every download must come from its folder.
  await signIn(page, 'broker@example.com', DEMO_PASSWORD);
  await mainMenu(page).waitFor();
  await mainMenu(page).getByRole('link', { name: 'Downloads' }).click();
  await page.getByRole('heading', { name: 'Downloads', level: 1 }).waitFor();
}, STARTUP_TIMEOUT_MS);
afterAll(async () => {
  s3?.destroy();
  await closeAll(context, browser, stack);
});

/** The object the seed stored in the documents bucket for this intermediary. */
async function storedBytes(tpiid: number, fileName: string): Promise<Buffer> {
  const object = await s3.send(new GetObjectCommand({ Bucket: physicalBucketName('documents'), Key: `${tpiid}/${fileName}` }));
  return Buffer.from(await object.Body!.transformToByteArray());
}

it.each(DOWNLOADS.map((file) => [file.title, file.fileName]))('downloads %s as %s with the bytes stored for the intermediary', async (title, fileName) => {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: `Download ${title}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(fileName);
  const received = await readFile((await download.path())!);
  const stored = await storedBytes(101, fileName);
  expect(received.length).toBeGreaterThan(0);
  expect(received.equals(stored)).toBe(true);
  expect(await shownText(page, 'Download failed').count()).toBe(0);
});

it('shows a clear error when the document cannot be signed', async () => {
  await page.route('**/storage/documents/**', (route) => route.fulfill({ status: 500, json: { message: 'Internal error' } }));
  try {
    await page.getByRole('button', { name: 'Download Verbal Script' }).click();
    await page.getByRole('main').getByText('Download failed').waitFor();
    await page.getByRole('main').getByText('Verbal Script could not be downloaded', { exact: false }).waitFor();
  } finally {
    await page.unroute('**/storage/documents/**');
  }
});
