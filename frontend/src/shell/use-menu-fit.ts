import { useLayoutEffect, useState, type RefObject } from 'react';
import { useNarrowViewport } from '../shared/narrow-viewport';
import { ITEM_GAP, menuFit, type MenuFit } from './menu-fit';

/**
 * How the top menu fits its row, measured again whenever the row or the items' widths change (a
 * resized window, a loaded font, another intermediary's items). `measure` holds one child per item
 * and then More, each as wide as it shows. On a phone every item is listed under the Menu button.
 */
export function useMenuFit(row: RefObject<HTMLElement | null>, measure: RefObject<HTMLElement | null>, itemCount: number): MenuFit {
  const narrow = useNarrowViewport();
  const [fit, setFit] = useState<MenuFit>({ shown: itemCount, gap: ITEM_GAP });
  useLayoutEffect(() => {
    const rowElement = row.current;
    const measureElement = measure.current;
    if (narrow || !rowElement || !measureElement) return;
    const update = () => {
      const widths = [...measureElement.children].map((child) => child.getBoundingClientRect().width);
      const next = menuFit(widths.slice(0, -1), widths.at(-1) ?? 0, rowElement.clientWidth);
      setFit((current) => (current.shown === next.shown && current.gap === next.gap ? current : next));
    };
    update();
    const observer = new ResizeObserver(update);
    for (const element of [rowElement, ...measureElement.children]) observer.observe(element);
    return () => observer.disconnect();
  }, [row, measure, itemCount, narrow]);
  return narrow ? { shown: itemCount, gap: ITEM_GAP } : fit;
}
