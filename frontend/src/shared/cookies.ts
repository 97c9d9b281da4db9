/** The application's cookies, all named for the application, so they never clash with another application's on the same domain. */
export const APPLICATION_COOKIE_PREFIX = 'broker-signing-tool';

export function readCookie(name: string, cookies = document.cookie): string | undefined {
  for (const pair of cookies.split(';')) {
    const [key, ...value] = pair.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

export function writeCookie(name: string, value: string, maxAgeDays: number): void {
  const maxAge = Math.round(maxAgeDays * 24 * 60 * 60);
  document.cookie = `${name}=${encodeURIComponent(value)}; max-age=${maxAge}; path=/; SameSite=Lax`;
}
