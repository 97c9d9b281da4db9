import { pageTitle } from './page-title';

it('names the screen before the application in the browser tab', () => {
  expect(pageTitle('/import')).toBe('Contract Import - Broker Signing Tool');
  expect(pageTitle('/commissionreport')).toBe('Commission Report - Broker Signing Tool');
  expect(pageTitle('/info/2020.3.1')).toBe('Release Information - Broker Signing Tool');
});

it('uses the application name alone for Home and unknown paths', () => {
  expect(pageTitle('/')).toBe('Broker Signing Tool');
  expect(pageTitle('/nowhere')).toBe('Broker Signing Tool');
});
