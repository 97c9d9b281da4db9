import { loadErrorOf } from './load-error';

jest.mock('aws-amplify/auth', () => ({ fetchAuthSession: jest.fn() }));

describe('report load errors', () => {
  it.each([
    [404, {}, 'Page not found', 'The page you requested was not found'],
    [400, { message: 'Post code is not a valid UK post code' }, 'Error loading page', 'Post code is not a valid UK post code'],
    [401, {}, 'Permission denied', 'You are not authorised to view this page'],
    [403, { message: 'x' }, 'Permission denied', 'You are not authorised to view this page'],
    [502, { message: 'The ECOES service did not answer' }, 'API Error', 'The API returned an error'],
    [502, 'Unknown error', 'An error occurred submitting the request', 'Unknown error'],
    [418, { teapot: true }, 'Unexpected return code 418', '{"teapot":true}'],
    [500, { message: 'Internal error' }, 'Unexpected return code 500', 'Internal error'],
  ])('%i answering %j shows %s', (status, data, title, text) => {
    expect(loadErrorOf(status, data)).toEqual({ title, text });
  });
});
