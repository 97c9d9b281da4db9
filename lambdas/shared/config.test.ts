import { loadHandlerConfig } from './config';

describe('loadHandlerConfig', () => {
  const route = { tables: [{ name: 'users' as const }], buckets: [{ name: 'imports' as const }], settings: ['MAX_UPLOAD_BYTES' as const] };
  const env = { TABLE_USERS: 'users-dev', BUCKET_IMPORTS: 'imports-dev', MAX_UPLOAD_BYTES: '1000' };

  it('reads the physical names and settings the route is granted', () => {
    const config = loadHandlerConfig(route, env);
    expect([config.table('users'), config.bucket('imports'), config.setting('MAX_UPLOAD_BYTES')]).toEqual(['users-dev', 'imports-dev', '1000']);
  });

  it('refuses a resource the route table does not grant', () => {
    expect(() => loadHandlerConfig(route, env).table('fileimports')).toThrow('The route table grants no table fileimports to this route');
  });

  it.each(['TABLE_USERS', 'BUCKET_IMPORTS', 'MAX_UPLOAD_BYTES'])('fails when %s is missing', (variable) => {
    expect(() => loadHandlerConfig(route, { ...env, [variable]: '' })).toThrow(`Missing environment variable ${variable}`);
  });
});
