import type { BuildingFilter, Ecoes, ElectricityAddressRow, ElectricityMeterRow, GasMeterPointRow, Xoserve } from './industry-data-port';
import { simulatedIndustryData } from './simulated-industry-data';

/**
 * SIMULATORS of ECOES and Xoserve for the local stack and tests, over the generated data set of
 * simulated-industry-data.ts; not live services. Rules: a post code answers the meter points
 * generated there (none for any other); an MPAN core or MPRN answers its meter point, or nothing.
 */

/** Building number matches exactly; building name matches as a case-insensitive part. */
function matchesBuilding(row: { house_no: string; house_name: string }, building: BuildingFilter): boolean {
  if (building.buildingnumber && row.house_no.toUpperCase() !== building.buildingnumber.toUpperCase()) return false;
  if (building.buildingname && !row.house_name.toUpperCase().includes(building.buildingname.toUpperCase())) return false;
  return true;
}

interface Indexes {
  readonly electricityByPostcode: Map<string, ElectricityAddressRow[]>;
  readonly metersByCore: Map<string, readonly ElectricityMeterRow[]>;
  readonly gasByPostcode: Map<string, GasMeterPointRow[]>;
  readonly gasByMprn: Map<string, GasMeterPointRow>;
}

const push = <T>(map: Map<string, T[]>, key: string, value: T) => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};

let indexes: Promise<Indexes> | undefined;

function indexed(): Promise<Indexes> {
  return (indexes ??= simulatedIndustryData().then((data) => {
    const result: Indexes = { electricityByPostcode: new Map(), metersByCore: new Map(), gasByPostcode: new Map(), gasByMprn: new Map() };
    for (const point of data.electricity) {
      push(result.electricityByPostcode, point.address.postcode, point.address);
      result.metersByCore.set(point.address.mpancore, point.meters);
    }
    for (const point of data.gas) {
      push(result.gasByPostcode, point.postcode, point);
      result.gasByMprn.set(point.mprn, point);
    }
    return result;
  }));
}

export const ecoesSimulator: Ecoes = {
  byPostcode: async (postcode) => [...((await indexed()).electricityByPostcode.get(postcode) ?? [])],
  byMpanCore: async (mpancore) => [...((await indexed()).metersByCore.get(mpancore) ?? [])],
};

export const xoserveSimulator: Xoserve = {
  byAddress: async (postcode, building) => ((await indexed()).gasByPostcode.get(postcode) ?? []).filter((row) => matchesBuilding(row, building)),
  byMprn: async (mprn) => {
    const found = (await indexed()).gasByMprn.get(mprn);
    return found ? [found] : [];
  },
};
