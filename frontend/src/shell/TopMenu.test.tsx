import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { MENU } from './menu';
import TopMenu from './TopMenu';

/** jsdom lays nothing out: each label shows 10 px a letter, More 50 px, in a row as wide as `rowWidth`. */
let rowWidth = 2000;
let narrowViewport = false;
let resized: () => void = () => undefined;

beforeAll(() => {
  window.matchMedia = (query: string) =>
    ({ matches: narrowViewport, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }) as unknown as MediaQueryList;
  globalThis.ResizeObserver = class {
    constructor(callback: () => void) {
      resized = callback;
    }
    observe() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.id === 'main-menu-items' ? rowWidth : 0;
  });
  jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const label = this.getAttribute('data-label') ?? '';
    return { width: label === 'More' ? 50 : label.length * 10 } as DOMRect;
  });
});

/** Home to Commission Report (640 px) with four compact gaps, then More and its gap. */
const FIVE_ITEMS_AND_MORE = 640 + 4 * 8 + 8 + 50;

beforeEach(() => {
  rowWidth = 2000;
  narrowViewport = false;
});

const menu = () => screen.getByRole('navigation', { name: 'Main menu' });
const more = () => within(menu()).queryByRole('button', { name: 'More' });
const rowItems = () => [...menu().querySelectorAll('#main-menu-items > li > a')].map((link) => link.textContent);
const moreItems = () => [...menu().querySelectorAll('.top-menu-more a')].map((link) => link.textContent);
const focused = () => document.activeElement?.textContent;
const press = (key: string) => fireEvent.keyDown(document.activeElement!, { key });

function renderMenu(path = '/') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <TopMenu entries={MENU} />
    </MemoryRouter>,
  );
}

describe('the top menu in one row', () => {
  it('shows every item in the row when they fit, with nothing behind More', () => {
    renderMenu();
    expect(rowItems()).toEqual(MENU.map((entry) => entry.text));
    expect(more()).toBeNull();
  });

  it('moves the items that do not fit behind More, in order, and fits again when the window is resized', () => {
    rowWidth = FIVE_ITEMS_AND_MORE;
    renderMenu();
    expect(rowItems()).toEqual(['Home', 'Pre-Qualifier', 'Contract Import', 'Contract Report', 'Commission Report']);
    expect(moreItems()).toEqual(['ECOES Post Code Search', 'ECOES MPAN Search', 'Gas Address Search', 'Gas MPRN Search', 'Downloads']);
    expect(more()!.getAttribute('aria-expanded')).toBe('false');
    expect(within(menu()).queryByRole('link', { name: 'Downloads' })).toBeNull();

    rowWidth = 2000;
    act(() => resized());
    expect(rowItems()).toHaveLength(MENU.length);
    expect(more()).toBeNull();
  });

  it('opens More by keyboard, moves through its links with the arrows, and closes on Escape with focus back on More', () => {
    rowWidth = FIVE_ITEMS_AND_MORE;
    renderMenu();
    more()!.focus();
    fireEvent.click(more()!);
    expect(more()!.getAttribute('aria-expanded')).toBe('true');
    expect(within(menu()).getByRole('link', { name: 'Downloads' })).toBeTruthy();
    press('ArrowDown');
    expect(focused()).toBe('ECOES Post Code Search');
    press('ArrowDown');
    expect(focused()).toBe('ECOES MPAN Search');
    press('ArrowUp');
    press('ArrowUp');
    expect(focused()).toBe('Downloads');
    press('Escape');
    expect(more()!.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(more());
  });

  it('opens More on the down arrow at its first link, and closes when focus leaves it', () => {
    rowWidth = FIVE_ITEMS_AND_MORE;
    renderMenu();
    more()!.focus();
    press('ArrowDown');
    expect(more()!.getAttribute('aria-expanded')).toBe('true');
    expect(focused()).toBe('ECOES Post Code Search');
    fireEvent.blur(document.activeElement!, { relatedTarget: document.body });
    expect(more()!.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes More when one of its items is chosen, and marks More current while that screen is open', () => {
    rowWidth = FIVE_ITEMS_AND_MORE;
    renderMenu();
    fireEvent.click(more()!);
    fireEvent.click(within(menu()).getByRole('link', { name: 'Gas MPRN Search' }));
    expect(more()!.getAttribute('aria-expanded')).toBe('false');
    expect(more()!.classList.contains('current')).toBe(true);
  });

  it('lists every item under the Menu button on a phone, with no More', () => {
    narrowViewport = true;
    rowWidth = 300;
    renderMenu();
    expect(rowItems()).toHaveLength(MENU.length);
    expect(more()).toBeNull();
  });
});
