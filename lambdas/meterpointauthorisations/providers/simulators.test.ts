import { isValidMpanCore, mpanCheckDigit } from '../../../domain/meter-points';
import { AUTHORISATION_REASONS, authorisationCheckSimulator, simulatedConsumption } from './authorisation-check-simulator';
import { CREDIT_REASONS, creditCheckSimulator } from './credit-check-simulator';

const mpan = (first12: string) => `${first12}${mpanCheckDigit(first12)}`;
const today = () => new Date('2026-01-15T12:00:00Z');
const credit = creditCheckSimulator(today);
const soleTrader = { limitedcompany: false, name: 'Bakehouse', internalsic: '10710', firstname: 'Ann', surname: 'Baker', dateofbirth: '1980-05-01' };

describe('the credit bureau simulator', () => {
  it.each([
    ['01234567', 1, CREDIT_REASONS.companyPassed, 'Harbour Bakery Ltd'],
    ['07777779', 3, CREDIT_REASONS.companyReferred, 'Riverside Pubs Ltd'],
    ['05555550', 2, CREDIT_REASONS.companyFailed, 'Falling Star Trading Ltd'],
    ['1234568', 1, CREDIT_REASONS.companyPassed, 'Company 01234568 Limited'],
  ])('answers limited company %s by its last digit', async (limitedcompanynumber, status, reason, companyname) => {
    expect(await credit.check({ limitedcompany: true, limitedcompanynumber })).toEqual({ status, reason, companyname });
  });

  it('passes an adult sole trader in an ordinary business', async () => {
    expect(await credit.check(soleTrader)).toEqual({ status: 1, reason: CREDIT_REASONS.personPassed });
  });

  it('refers a sole trader without a date of birth or in a higher-risk business, and fails one under 18', async () => {
    expect((await credit.check({ ...soleTrader, dateofbirth: '' })).status).toBe(3);
    expect((await credit.check({ ...soleTrader, internalsic: '56302' })).status).toBe(3);
    expect(await credit.check({ ...soleTrader, dateofbirth: '2008-01-16' })).toEqual({ status: 2, reason: CREDIT_REASONS.underAge });
    expect((await credit.check({ ...soleTrader, dateofbirth: '2008-01-15' })).status).toBe(1);
  });
});

describe('the authorisation simulator', () => {
  it('passes an MPAN on a known distribution network, with a consumption from its digits', async () => {
    const core = mpan('131234567890');
    expect(isValidMpanCore(core)).toBe(true);
    expect(await authorisationCheckSimulator.check({ utilityid: 1, mpxn: core }, 3)).toEqual({
      status: 1, reason: AUTHORISATION_REASONS.passed, annualconsumption: simulatedConsumption({ utilityid: 1, mpxn: core }),
    });
  });

  it('refers an MPAN on an independent network', async () => {
    expect((await authorisationCheckSimulator.check({ utilityid: 1, mpxn: mpan('291234567890') }, 3)).status).toBe(3);
  });

  it('fails a large gas supply point and passes a small one', async () => {
    // 79 mod 80 gives 84,000 kWh; 10 mod 80 gives 15,000 kWh.
    expect(await authorisationCheckSimulator.check({ utilityid: 2, mpxn: '79' }, 3)).toMatchObject({ status: 2, reason: AUTHORISATION_REASONS.largeSupplyPoint, annualconsumption: 84000 });
    expect(await authorisationCheckSimulator.check({ utilityid: 2, mpxn: '10' }, 3)).toMatchObject({ status: 1, annualconsumption: 15000 });
  });
});
