import { runInNewContext } from 'node:vm';
import { ROUTES } from '../lambdas/routes';
import { isApiPath, isSiteFile, SPA_REWRITE_CODE } from './site-paths';

const rewrite = (uri: string): string =>
  runInNewContext(`${SPA_REWRITE_CODE}; handler({ request: { uri: ${JSON.stringify(uri)} } }).uri`) as string;

describe('SPA fallback', () => {
  it.each([
    ['/', false],
    ['/downloads', false],
    ['/info/2020.3.1', false],
    ['/assets/index-abc123.js', true],
    ['/assets/index-abc123.CSS', true],
    ['/config.json', true],
    ['/sw.js', true],
  ])('treats %s as a site file: %s', (uri, file) => {
    expect(isSiteFile(uri)).toBe(file);
  });

  it('the CloudFront function rewrites exactly the paths that are not site files', () => {
    for (const uri of ['/', '/import', '/info/2020.3.1', '/info']) expect(rewrite(uri)).toBe('/index.html');
    for (const uri of ['/assets/a.js', '/config.json', '/favicon.ico']) expect(rewrite(uri)).toBe(uri);
  });

  it('every route of the route table is under a path CloudFront forwards to the API', () => {
    for (const route of ROUTES) expect(isApiPath(route.path)).toBe(true);
  });
});
