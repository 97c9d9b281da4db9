import type { LookupAddress, PostcodeLookup, PostcodeLookupResult } from './postcode-lookup-port';

/**
 * SIMULATOR of the getAddress-style postcode lookup, for the local stack and tests; it is not a
 * live service. Deterministic rules: the postcodes seeded below answer their addresses
 * (BS1 4DJ exactly one, CF10 1EP two, LS1 4AP three, M1 1AE six, EH1 1YZ four); every other
 * postcode answers no addresses.
 */

interface Seed {
  readonly latitude: number;
  readonly longitude: number;
  readonly town: string;
  readonly county: string;
  readonly district: string;
  readonly country: string;
  readonly thoroughfare: string;
  readonly locality?: string;
  /** [building number, building name, sub-building name] per address. */
  readonly buildings: readonly (readonly [string, string, string?])[];
}

const SEEDS: Readonly<Record<string, Seed>> = {
  'BS1 4DJ': {
    latitude: 51.4517, longitude: -2.5966, town: 'Bristol', county: 'City of Bristol', district: 'Bristol', country: 'England',
    thoroughfare: 'Quay Street', buildings: [['12', 'Harbour House']],
  },
  'CF10 1EP': {
    latitude: 51.4794, longitude: -3.1766, town: 'Cardiff', county: 'South Glamorgan', district: 'Cardiff', country: 'Wales',
    thoroughfare: 'Queen Street', buildings: [['21', ''], ['23', 'Capital Chambers']],
  },
  'LS1 4AP': {
    latitude: 53.7986, longitude: -1.5492, town: 'Leeds', county: 'West Yorkshire', district: 'Leeds', country: 'England',
    thoroughfare: 'Park Row', buildings: [['1', 'Park Row House', 'Ground Floor'], ['1', 'Park Row House', 'First Floor'], ['3', '']],
  },
  'M1 1AE': {
    latitude: 53.4794, longitude: -2.2453, town: 'Manchester', county: 'Greater Manchester', district: 'Manchester', country: 'England',
    thoroughfare: 'Market Street', locality: 'City Centre',
    buildings: [['10', ''], ['12', ''], ['14', 'Arndale House'], ['16', ''], ['18', ''], ['', 'The Corner Bakery']],
  },
  'EH1 1YZ': {
    latitude: 55.9503, longitude: -3.1883, town: 'Edinburgh', county: 'City of Edinburgh', district: 'City of Edinburgh', country: 'Scotland',
    thoroughfare: 'High Street', buildings: [['101', ''], ['103', ''], ['105', 'Tron House'], ['107', '']],
  },
};

/** The simulator's seeded postcodes, for seeds and tests that need a known one. */
export const SIMULATED_POSTCODES = Object.keys(SEEDS);

function toAddress(seed: Seed, [number, name, sub = '']: readonly [string, string, string?]): LookupAddress {
  const street = [number, seed.thoroughfare].filter(Boolean).join(' ');
  const lines = [sub, name, street].filter(Boolean);
  return {
    formatted_address: [lines[0] ?? '', lines[1] ?? '', lines[2] ?? '', seed.town, seed.county],
    thoroughfare: seed.thoroughfare,
    building_name: name,
    sub_building_name: sub,
    sub_building_number: '',
    building_number: number,
    line_1: lines[0] ?? '',
    line_2: lines[1] ?? '',
    line_3: lines[2] ?? '',
    line_4: '',
    locality: seed.locality ?? '',
    town_or_city: seed.town,
    county: seed.county,
    district: seed.district,
    country: seed.country,
    residential: false,
  };
}

export const postcodeLookupSimulator: PostcodeLookup = {
  async find(postcode): Promise<PostcodeLookupResult> {
    const seed = SEEDS[postcode];
    if (!seed) return { postcode, addresses: [] };
    return { postcode, latitude: seed.latitude, longitude: seed.longitude, addresses: seed.buildings.map((b) => toAddress(seed, b)) };
  },
};
