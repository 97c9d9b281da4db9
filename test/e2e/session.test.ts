import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../support/local-stack';
import { mainMenu, shownText, signIn } from './support/browser';
import { pagePerTest } from './support/fixtures';

let page: Page;
pagePerTest((fixture) => ({ page } = fixture));
// Every test starts on a controlled clock, so inactivity can be fast-forwarded.
beforeEach(() => page.clock.install({ time: new Date('2026-03-02T09:00:00Z') }));

const loginForm = () => page.getByLabel('Email address');

describe('sign-out after inactivity', () => {
  it('signs the user out after 30 minutes without activity', async () => {
    await signIn(page, 'broker@example.com', DEMO_PASSWORD);
    await mainMenu(page).waitFor();
    // The page's time stands still from here, so the 30 minutes count from the mouse move alone: on a slow
    // machine more than a second can pass between signing in and the menu showing.
    await page.clock.pauseAt(new Date('2026-03-02T09:05:00Z'));
    await page.mouse.move(200, 300);
    await page.clock.runFor('27:59');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.clock.runFor('00:02');
    const warning = page.getByRole('dialog', { name: 'You will be signed out soon' });
    await warning.waitFor();
    expect(await warning.textContent()).toContain('you will be signed out at 09:35.');
    await page.clock.runFor('01:57');
    expect(await mainMenu(page).isVisible()).toBe(true);
    await page.clock.runFor('00:02');
    await page.clock.resume();
    await loginForm().waitFor();
    await shownText(page, 'You were signed out after 30 minutes without activity.').waitFor();
    await page.reload();
    await loginForm().waitFor();
    expect(await mainMenu(page).count()).toBe(0);
  });

  it.each([
    ['a mouse move', (p: Page) => p.mouse.move(200, 300)],
    ['a click', (p: Page) => p.getByText('Welcome, Bea').click()],
    ['a key press', (p: Page) => p.keyboard.press('a')],
    ['Tab, which types nothing', (p: Page) => p.keyboard.press('Tab')],
    ['a scroll', async (p: Page) => {
      await p.setViewportSize({ width: 1280, height: 240 });
      await p.mouse.wheel(0, 200);
      await p.waitForFunction(() => window.scrollY > 0);
    }],
  ])('starts the 30 minutes again on %s', async (_activity, act) => {
    await signIn(page, 'broker@example.com', DEMO_PASSWORD);
    await shownText(page, 'Welcome, Bea').waitFor();
    await page.clock.fastForward('20:00');
    await act(page);
    await page.clock.fastForward('20:00');
    expect(await mainMenu(page).isVisible()).toBe(true);
    await page.clock.fastForward('10:01');
    await loginForm().waitFor();
  });

  it('keeps the session and the screen when Stay signed in is chosen from the warning, by keyboard', async () => {
    await signIn(page, 'broker@example.com', DEMO_PASSWORD);
    await shownText(page, 'Welcome, Bea').waitFor();
    await page.clock.fastForward('28:30');
    const stay = page.getByRole('button', { name: 'Stay signed in' });
    await stay.waitFor();
    await expect(page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).resolves.toBe(true);
    await stay.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await page.clock.fastForward('29:00');
    expect(await mainMenu(page).isVisible()).toBe(true);
    expect(await shownText(page, 'Welcome, Bea').isVisible()).toBe(true);
  });
});

describe('the loading indicator', () => {
  it('appears only once an answer has taken 333 ms, and goes when it arrives', async () => {
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/users/0', async (route) => {
      await answered;
      await route.continue();
    });
    // The page notes, on its own clock, when it asks for the profile: the test's view of the request
    // arrives later, and by how much depends on how busy the machine is.
    await page.addInitScript(() => {
      const pageFetch = window.fetch.bind(window);
      window.fetch = (input, init) => {
        if (String(input instanceof Request ? input.url : input).endsWith('/api/users/0')) (window as { profileAskedAt?: number }).profileAskedAt ??= Date.now();
        return pageFetch(input, init);
      };
    });
    await page.goto('/');
    await loginForm().fill('broker@example.com');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    // From here the page's time moves only when the test moves it, 10 ms at a time until the profile is asked for.
    await page.clock.pauseAt(new Date('2026-03-02T09:10:00Z'));
    await page.getByRole('button', { name: 'Sign in' }).click();
    const waitedSoFar = () => page.evaluate(() => {
      const askedAt = (window as { profileAskedAt?: number }).profileAskedAt;
      return askedAt === undefined ? undefined : Date.now() - askedAt;
    });
    let waited = await waitedSoFar();
    for (let step = 0; waited === undefined && step < 2000; step++) {
      await page.clock.runFor(10);
      waited = await waitedSoFar();
    }
    if (waited === undefined) throw new Error('The page never asked for the profile after Sign in');
    expect(waited).toBeLessThanOrEqual(10);

    const loader = page.getByRole('status').filter({ hasText: 'Loading' });
    await page.clock.runFor(325 - waited);
    expect(await loader.count()).toBe(0);
    await page.clock.runFor(10);
    await loader.waitFor();

    release();
    await page.clock.resume();
    await mainMenu(page).waitFor();
    expect(await loader.count()).toBe(0);
  });
});
