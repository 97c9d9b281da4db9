import { APPLICATION_TITLE } from '../shared/application';
import { menuEntry } from './menu';

/** The name of the screen at a route, as the menu says it; undefined for a path that is no screen's. */
export const screenName = (pathname: string): string | undefined => (pathname.startsWith('/info') ? 'Release Information' : menuEntry(pathname)?.text);

/** The browser tab's title for a route: the screen's name first, so tabs and screen readers say where the user is. */
export function pageTitle(pathname: string): string {
  const screen = screenName(pathname);
  return screen && screen !== 'Home' ? `${screen} - ${APPLICATION_TITLE}` : APPLICATION_TITLE;
}
