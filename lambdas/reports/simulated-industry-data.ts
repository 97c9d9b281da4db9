import { GSP_GROUPS, mpanCheckDigit } from '../../domain/meter-points';
import { postcodeLookupSimulator, SIMULATED_POSTCODES } from '../addresses/postcode-lookup-simulator';
import type { ElectricityAddressRow, ElectricityMeterRow, GasMeterPointRow } from './industry-data-port';
import { BUILDING_NAMES, GAS_SUPPLIERS, INWARD_LETTERS, LOCALITIES, STREETS, TOWNS, type SimulatedTown } from './simulated-places';

/**
 * The SIMULATED industry data set: about 2,200 electricity and 1,500 gas meter points over some
 * 340 post codes, generated in code from a fixed seed, so every run, test and container sees the
 * same meter points. MPAN cores carry valid check digits, MPRNs pass the modulus-11 check, post
 * codes follow British Standard 7666, and the post codes the postcode lookup simulator knows hold
 * exactly its buildings. Not live data.
 */

export interface SimulatedElectricityPoint {
  readonly address: ElectricityAddressRow;
  /** One per meter; a point without a meter keeps one row with empty meter fields. */
  readonly meters: readonly ElectricityMeterRow[];
}

export interface SimulatedIndustryData {
  readonly electricity: readonly SimulatedElectricityPoint[];
  readonly gas: readonly GasMeterPointRow[];
}

interface Building {
  readonly number: string;
  readonly name: string;
  readonly sub: string;
  readonly street: string;
  readonly locality: string;
  readonly town: SimulatedTown;
  readonly postcode: string;
}

/** mulberry32: a small, fast generator with a fixed seed. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]) => items[int(0, items.length - 1)];
  const digits = (count: number) => Array.from({ length: count }, () => int(0, 9)).join('');
  return { next, int, pick, digits };
}
type Random = ReturnType<typeof random>;

const mprnWithCheck = (body: string) => {
  const sum = [...body].reduce((total, digit, i) => total + Number(digit) * (body.length - i), 0);
  return `${body}${String(sum % 11).padStart(2, '0')}`;
};

function electricityPoint(rng: Random, building: Building, used: Set<string>): SimulatedElectricityPoint {
  let core: string;
  do {
    const first12 = `${building.town.distributor}${rng.digits(10)}`;
    core = `${first12}${mpanCheckDigit(first12)}`;
  } while (used.has(core));
  used.add(core);
  const kind = rng.next();
  const halfHourly = kind < 0.2;
  const profileclass = halfHourly ? '00' : kind < 0.65 ? '03' : kind < 0.9 ? '04' : `0${rng.int(5, 8)}`;
  const point = {
    mpancore: core,
    gspgroupid: GSP_GROUPS[building.town.distributor],
    profileclass,
    metertimeswitchclass: halfHourly ? '845' : profileclass === '03' ? rng.pick(['801', '802']) : rng.pick(['151', '153', '181']),
    linelossfactor: halfHourly ? rng.pick(['501', '502', '561']) : rng.pick(['021', '023', '110', '211']),
    standardsettlementconfiguration: halfHourly ? '' : profileclass === '03' ? '0393' : rng.pick(['0151', '0152', '0161']),
    energisationstatus: rng.next() < 0.95 ? ('E' as const) : ('D' as const),
    measurementclass: halfHourly ? rng.pick(['C', 'E', 'F', 'G']) : 'A',
  };
  const meterCount = point.energisationstatus === 'D' ? rng.int(0, 1) : rng.next() < 0.85 ? 1 : 2;
  const meters = Array.from({ length: Math.max(meterCount, 1) }, () => ({
    ...point,
    meterserialnumber: meterCount ? `${rng.pick(['E', 'S', 'L'])}${rng.digits(2)}${rng.pick(['Z', 'K', 'P'])}${rng.digits(6)}` : '',
    metertype: meterCount ? (halfHourly ? 'H' : rng.pick(['N', 'S1', 'S2A', 'S2B', 'S2C'])) : '',
  }));
  const address: ElectricityAddressRow = {
    mpancore: core,
    buildingname: [building.sub, building.name].filter(Boolean).join(', '),
    buildingnumber: building.number,
    thoroughfare: building.street,
    dependentthoroughfare: '',
    dependentlocality: building.locality,
    posttown: building.town.town,
    postcode: building.postcode,
  };
  return { address, meters };
}

/** End user category band by annual quantity: 01 up to 73,200 kWh, then larger bands; B is non-domestic. */
const eucBand = (aq: number) => (aq <= 73_200 ? '01' : aq <= 293_000 ? '02' : aq <= 732_000 ? '03' : '04');

function gasPoint(rng: Random, building: Building, used: Set<string>): GasMeterPointRow {
  let mprn: string;
  do mprn = mprnWithCheck(`${rng.int(1, 9)}${rng.digits(7)}`);
  while (used.has(mprn));
  used.add(mprn);
  const annual_quantity = rng.next() < 0.7 ? rng.int(8, 73) * 1000 : rng.int(74, 900) * 1000;
  return {
    mprn,
    house_no: building.number,
    house_name: building.name,
    sub_bulding_name: building.sub,
    street: building.street,
    town: building.town.town,
    postcode: building.postcode,
    current_supplier_name: rng.pick(GAS_SUPPLIERS),
    annual_quantity,
    end_user_category_code: `${building.town.ldz}:E19${eucBand(annual_quantity)}B`,
    msn: `${rng.pick(['G4A', 'E6S', 'M2B'])}${rng.digits(8)}`,
  };
}

async function lookupBuildings(): Promise<Building[]> {
  const buildings: Building[] = [];
  for (const postcode of SIMULATED_POSTCODES) {
    const { addresses } = await postcodeLookupSimulator.find(postcode);
    for (const a of addresses) {
      const town = TOWNS.find((t) => t.town === a.town_or_city)!;
      buildings.push({ number: a.building_number, name: a.building_name, sub: a.sub_building_name, street: a.thoroughfare, locality: a.locality, town, postcode });
    }
  }
  return buildings;
}

function generatedBuildings(rng: Random, taken: Set<string>): Building[] {
  const buildings: Building[] = [];
  for (const town of TOWNS) {
    for (const district of town.districts) {
      for (let n = 0; n < 4; n++) {
        let postcode: string;
        do postcode = `${district} ${rng.int(1, 9)}${rng.pick([...INWARD_LETTERS])}${rng.pick([...INWARD_LETTERS])}`;
        while (taken.has(postcode));
        taken.add(postcode);
        const street = rng.pick(STREETS);
        const locality = rng.pick(LOCALITIES);
        let number = rng.int(1, 40);
        for (let b = rng.int(4, 10); b > 0; b--, number += rng.int(1, 4)) {
          const name = rng.next() < 0.3 ? rng.pick(BUILDING_NAMES) : '';
          const units = rng.next() < 0.1 ? ['Ground Floor', 'First Floor'] : [''];
          for (const sub of units) buildings.push({ number: String(number), name, sub, street, locality, town, postcode });
        }
      }
    }
  }
  return buildings;
}

async function generate(): Promise<SimulatedIndustryData> {
  const rng = random(20_260_101);
  const seeded = await lookupBuildings();
  const buildings = [...seeded, ...generatedBuildings(rng, new Set(SIMULATED_POSTCODES))];
  const usedCores = new Set<string>();
  const usedMprns = new Set<string>();
  const electricity: SimulatedElectricityPoint[] = [];
  const gas: GasMeterPointRow[] = [];
  for (const building of buildings) {
    // The lookup's own buildings always have both fuels, so searches on them always find something.
    const known = seeded.includes(building);
    if (known || rng.next() < 0.85) electricity.push(electricityPoint(rng, building, usedCores));
    if (known || rng.next() < 0.6) gas.push(gasPoint(rng, building, usedMprns));
  }
  return { electricity, gas };
}

let dataSet: Promise<SimulatedIndustryData> | undefined;

/** Generated once per process (a few milliseconds) and shared. */
export const simulatedIndustryData = () => (dataSet ??= generate());
