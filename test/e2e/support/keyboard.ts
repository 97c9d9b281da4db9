import type { Locator, Page } from 'playwright-core';

/** Whether the element has focus, or holds the element that has (a Cloudscape control wraps its native input). */
export const hasFocus = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement || element.contains(document.activeElement));

/** What has focus, as a line a failing test can show: its tag and its name. */
export const focusedElement = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return active ? `${active.tagName.toLowerCase()} ${active.getAttribute('aria-label') ?? active.textContent?.trim().slice(0, 60) ?? ''}` : 'nothing';
  });

/** Presses Tab (Shift+Tab going back) until `target` has focus, as a keyboard user moves through the page. */
export async function tabTo(page: Page, target: Locator, { back = false, presses = 80 } = {}): Promise<void> {
  await target.waitFor();
  for (let pressed = 0; pressed < presses; pressed++) {
    if (await hasFocus(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${presses} presses of ${back ? 'Shift+Tab' : 'Tab'} did not reach ${target}; focus is on ${await focusedElement(page)}`);
}

/** The option a select's open list highlights, read from aria-activedescendant as a screen reader reads it. */
const highlightedOption = (page: Page) =>
  page.evaluate(() => {
    const owner = document.querySelector('[aria-activedescendant]:not([aria-activedescendant=""])');
    const id = owner?.getAttribute('aria-activedescendant');
    return (id && document.getElementById(id)?.textContent?.trim()) || undefined;
  });

/** Opens the select that has focus with Enter, moves down its list to `option` and chooses it with Enter. */
export async function chooseOption(page: Page, option: string, presses = 60): Promise<void> {
  await page.keyboard.press('Enter');
  for (let pressed = 0; pressed < presses; pressed++) {
    await page.keyboard.press('ArrowDown');
    if ((await highlightedOption(page))?.startsWith(option)) {
      await page.keyboard.press('Enter');
      return;
    }
  }
  throw new Error(`The open list has no option ${option}; it highlights ${await highlightedOption(page)}`);
}

/** The page's live regions, as the app's announcer fills them. */
export const announcements = (page: Page) => ({
  polite: page.getByTestId('polite-announcements'),
  assertive: page.getByTestId('assertive-announcements'),
});
