/**
 * Places for the SIMULATED industry data: real towns with their post code districts, electricity
 * distributor (GSP group) and gas local distribution zone. Street names are
 * common British ones; the buildings on them are invented.
 */

export interface SimulatedTown {
  readonly town: string;
  /** Distributor id, the first two digits of the MPAN core. */
  readonly distributor: string;
  /** Gas local distribution zone, the prefix of the end user category code. */
  readonly ldz: string;
  readonly districts: readonly string[];
}

export const TOWNS: readonly SimulatedTown[] = [
  { town: 'Norwich', distributor: '10', ldz: 'EA', districts: ['NR1', 'NR2', 'NR3'] },
  { town: 'Cambridge', distributor: '10', ldz: 'EA', districts: ['CB1', 'CB2', 'CB4'] },
  { town: 'Nottingham', distributor: '11', ldz: 'EM', districts: ['NG1', 'NG2', 'NG7'] },
  { town: 'Leicester', distributor: '11', ldz: 'EM', districts: ['LE1', 'LE2', 'LE4'] },
  { town: 'London', distributor: '12', ldz: 'NT', districts: ['EC1A', 'EC2V', 'SE1', 'N1', 'E1', 'W1D'] },
  { town: 'Liverpool', distributor: '13', ldz: 'NW', districts: ['L1', 'L2', 'L3'] },
  { town: 'Wrexham', distributor: '13', ldz: 'WN', districts: ['LL11', 'LL12', 'LL13'] },
  { town: 'Birmingham', distributor: '14', ldz: 'WM', districts: ['B1', 'B2', 'B3', 'B4'] },
  { town: 'Coventry', distributor: '14', ldz: 'WM', districts: ['CV1', 'CV2', 'CV3'] },
  { town: 'Newcastle upon Tyne', distributor: '15', ldz: 'NO', districts: ['NE1', 'NE2', 'NE4'] },
  { town: 'Sunderland', distributor: '15', ldz: 'NO', districts: ['SR1', 'SR2', 'SR4'] },
  { town: 'Manchester', distributor: '16', ldz: 'NW', districts: ['M1', 'M2', 'M3', 'M4'] },
  { town: 'Preston', distributor: '16', ldz: 'NW', districts: ['PR1', 'PR2'] },
  { town: 'Aberdeen', distributor: '17', ldz: 'SC', districts: ['AB10', 'AB11', 'AB24'] },
  { town: 'Inverness', distributor: '17', ldz: 'SC', districts: ['IV1', 'IV2', 'IV3'] },
  { town: 'Edinburgh', distributor: '18', ldz: 'SC', districts: ['EH1', 'EH2', 'EH3'] },
  { town: 'Glasgow', distributor: '18', ldz: 'SC', districts: ['G1', 'G2', 'G3'] },
  { town: 'Brighton', distributor: '19', ldz: 'SE', districts: ['BN1', 'BN2', 'BN3'] },
  { town: 'Canterbury', distributor: '19', ldz: 'SE', districts: ['CT1', 'CT2'] },
  { town: 'Southampton', distributor: '20', ldz: 'SO', districts: ['SO14', 'SO15', 'SO17'] },
  { town: 'Reading', distributor: '20', ldz: 'SO', districts: ['RG1', 'RG2', 'RG4'] },
  { town: 'Cardiff', distributor: '21', ldz: 'WS', districts: ['CF10', 'CF11', 'CF24'] },
  { town: 'Swansea', distributor: '21', ldz: 'WS', districts: ['SA1', 'SA2'] },
  { town: 'Bristol', distributor: '22', ldz: 'SW', districts: ['BS1', 'BS2', 'BS8'] },
  { town: 'Exeter', distributor: '22', ldz: 'SW', districts: ['EX1', 'EX2', 'EX4'] },
  { town: 'Leeds', distributor: '23', ldz: 'NE', districts: ['LS1', 'LS2', 'LS6'] },
  { town: 'Sheffield', distributor: '23', ldz: 'EM', districts: ['S1', 'S2', 'S3'] },
];

export const STREETS = [
  'High Street', 'Station Road', 'Church Street', 'Market Street', 'Victoria Road', 'Mill Lane', 'King Street', 'Queen Street',
  'Park Road', 'London Road', 'Bridge Street', 'North Street', 'Castle Street', 'Albert Road', 'George Street', 'New Road',
  'Green Lane', 'York Road', 'Union Street', 'West Street', 'Commercial Road', 'Canal Street', 'Dock Road', 'Trinity Street',
];

export const LOCALITIES = ['', '', '', 'City Centre', 'Old Town', 'Riverside', 'Business Park'];

export const BUILDING_NAMES = [
  'Mercury House', 'Albion Works', 'Victoria Buildings', 'The Old Bakery', 'Wellington House', 'Kingsway Court', 'Canal Wharf',
  'Regent Chambers', 'Unit 1', 'Unit 2', 'Unit 3', 'Phoenix Mill', 'Granary House', 'The Exchange', 'St James House',
];

export const GAS_SUPPLIERS = [
  'British Gas Trading', 'EDF Energy', 'E.ON Next', 'TotalEnergies Gas & Power', 'Corona Energy', 'SSE Energy Supply',
  'Scottish Power', 'Octopus Energy', 'Crown Gas and Power', 'Gazprom Energy',
];

/** Inward code letters the post code rules allow (British Standard 7666). */
export const INWARD_LETTERS = 'ABDEFGHJLNPQRSTUWXYZ';
