import { APPLICATION_TITLE } from '../shared/application';
import { menuEntry } from './menu';

/** The browser tab's title for a route: the screen's name first, so tabs and screen readers say where the user is. */
export function pageTitle(pathname: string): string {
  const screen = pathname.startsWith('/info') ? 'Release Information' : menuEntry(pathname)?.text;
  return screen && screen !== 'Home' ? `${screen} - ${APPLICATION_TITLE}` : APPLICATION_TITLE;
}
