/** What a screen reader reads after an element's name: the texts its aria-describedby names, in order. */
export const accessibleDescription = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
