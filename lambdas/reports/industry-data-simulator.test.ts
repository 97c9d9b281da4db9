import { isValidMpanCore, mprnCheckPasses } from '../../domain/meter-points';
import { isValidPostcode } from '../../domain/postcode';
import { postcodeLookupSimulator, SIMULATED_POSTCODES } from '../addresses/postcode-lookup-simulator';
import { ecoesSimulator, xoserveSimulator } from './industry-data-simulator';
import { simulatedIndustryData } from './simulated-industry-data';

describe('the simulated industry data set', () => {
  it('holds several thousand meter points with valid check digits and post codes', async () => {
    const { electricity, gas } = await simulatedIndustryData();
    expect(electricity.length + gas.length).toBeGreaterThan(3000);
    for (const { address } of electricity) {
      expect(isValidMpanCore(address.mpancore)).toBe(true);
      expect(isValidPostcode(address.postcode)).toBe(true);
    }
    for (const point of gas) {
      expect(point.mprn).toMatch(/^\d{10}$/);
      expect(mprnCheckPasses(point.mprn)).toBe(true);
      expect(point.annual_quantity).toBeGreaterThan(0);
      expect(point.end_user_category_code).toMatch(/^[A-Z]{2}:E19\d{2}B$/);
    }
    expect(new Set(electricity.map((p) => p.address.mpancore)).size).toBe(electricity.length);
    expect(new Set(gas.map((p) => p.mprn)).size).toBe(gas.length);
  });

  it('gives each core the GSP group of its distributor and profile classes of business supplies', async () => {
    const { electricity } = await simulatedIndustryData();
    const groups = new Set(electricity.map((p) => p.meters[0].gspgroupid));
    expect(groups.size).toBe(14);
    for (const { meters } of electricity) expect(['00', '03', '04', '05', '06', '07', '08']).toContain(meters[0].profileclass);
  });

  it('is the same on every generation', async () => {
    const first = await simulatedIndustryData();
    jest.resetModules();
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh copy of the module after resetModules, which an import cannot give
    const again = await (require('./simulated-industry-data') as typeof import('./simulated-industry-data')).simulatedIndustryData();
    expect(again.electricity.slice(0, 50)).toEqual(first.electricity.slice(0, 50));
    expect(again.gas.slice(-50)).toEqual(first.gas.slice(-50));
  });
});

describe('the ECOES and Xoserve simulators', () => {
  it.each(SIMULATED_POSTCODES)('find the buildings the postcode lookup knows at %s, with both fuels', async (postcode) => {
    const { addresses } = await postcodeLookupSimulator.find(postcode);
    const electricity = await ecoesSimulator.byPostcode(postcode);
    const gas = await xoserveSimulator.byAddress(postcode, {});
    expect(electricity).toHaveLength(addresses.length);
    expect(gas).toHaveLength(addresses.length);
    expect(new Set(electricity.map((row) => row.thoroughfare))).toEqual(new Set(addresses.map((a) => a.thoroughfare)));
  });

  it('answers an MPAN core with its meters and an unknown one with nothing', async () => {
    const [point] = await ecoesSimulator.byPostcode('LS1 4AP');
    const meters = await ecoesSimulator.byMpanCore(point.mpancore);
    expect(meters.length).toBeGreaterThan(0);
    expect(meters.every((m) => m.mpancore === point.mpancore && m.gspgroupid === '_M')).toBe(true);
    expect(await ecoesSimulator.byMpanCore('1312345678907')).toEqual([]);
  });

  it('narrows a gas address search to a building by number or name, and finds an MPRN', async () => {
    const byNumber = await xoserveSimulator.byAddress('M1 1AE', { buildingnumber: '14' });
    expect(byNumber.map((row) => row.house_name)).toEqual(['Arndale House']);
    expect(await xoserveSimulator.byAddress('M1 1AE', { buildingname: 'corner bakery' })).toHaveLength(1);
    expect(await xoserveSimulator.byMprn(byNumber[0].mprn)).toEqual(byNumber);
    expect(await xoserveSimulator.byMprn('3938424403')).toEqual([]);
  });
});
