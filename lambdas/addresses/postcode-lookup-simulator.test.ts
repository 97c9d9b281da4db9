import { SIMULATED_POSTCODES, postcodeLookupSimulator } from './postcode-lookup-simulator';
import { isValidPostcode } from '../../domain/postcode';

describe('the postcode lookup simulator', () => {
  it('seeds only valid postcodes, with the documented address counts', async () => {
    const counts: Record<string, number> = {};
    for (const postcode of SIMULATED_POSTCODES) {
      expect(isValidPostcode(postcode)).toBe(true);
      counts[postcode] = (await postcodeLookupSimulator.find(postcode)).addresses.length;
    }
    expect(counts).toEqual({ 'BS1 4DJ': 1, 'CF10 1EP': 2, 'LS1 4AP': 3, 'M1 1AE': 6, 'EH1 1YZ': 4 });
  });

  it('answers five formatted lines per address, ending with town and county', async () => {
    const { addresses } = await postcodeLookupSimulator.find('LS1 4AP');
    for (const address of addresses) {
      expect(address.formatted_address).toHaveLength(5);
      expect(address.formatted_address.slice(-2)).toEqual(['Leeds', 'West Yorkshire']);
    }
  });

  it('knows no other postcode', async () => {
    expect((await postcodeLookupSimulator.find('SW1A 2AA')).addresses).toEqual([]);
  });
});
