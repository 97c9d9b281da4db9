/** Small lookup lists served by `/lookups/{name}`: each entry an id and a name. */

export interface LookupEntry {
  readonly id: number | string;
  readonly name: string;
}

export const FILE_IMPORT_REJECTION_REASONS: readonly LookupEntry[] = [
  { id: 1, name: 'Duplicate submission' },
  { id: 2, name: 'Customer cancelled before go-live' },
  { id: 3, name: 'Customer failed credit check' },
  { id: 4, name: 'Incorrect or missing meter point details' },
  { id: 5, name: 'Meter point already under contract with the supplier' },
  { id: 6, name: 'Prices outside the agreed price book' },
  { id: 7, name: 'Commission uplift above the permitted maximum' },
  { id: 8, name: 'Letter of authority missing or expired' },
  { id: 9, name: 'Customer is domestic, not a business' },
  { id: 10, name: 'Other' },
];

export const MARKETING_PREFERENCE_METHODS: readonly LookupEntry[] = [
  { id: 1, name: 'Email' },
  { id: 2, name: 'Phone' },
  { id: 3, name: 'SMS' },
  { id: 4, name: 'Post' },
];

/** A subset of UK SIC 2007 codes common among small business energy customers; the id is the code. */
export const SIC_CODES: readonly LookupEntry[] = [
  { id: '01110', name: 'Growing of cereals (except rice), leguminous crops and oil seeds' },
  { id: '01410', name: 'Raising of dairy cattle' },
  { id: '10710', name: 'Manufacture of bread; manufacture of fresh pastry goods and cakes' },
  { id: '11050', name: 'Manufacture of beer' },
  { id: '25620', name: 'Machining' },
  { id: '41202', name: 'Construction of domestic buildings' },
  { id: '43210', name: 'Electrical installation' },
  { id: '43220', name: 'Plumbing, heat and air-conditioning installation' },
  { id: '45200', name: 'Maintenance and repair of motor vehicles' },
  { id: '46390', name: 'Non-specialised wholesale of food, beverages and tobacco' },
  { id: '47110', name: 'Retail sale in non-specialised stores with food, beverages or tobacco predominating' },
  { id: '47190', name: 'Other retail sale in non-specialised stores' },
  { id: '47730', name: 'Dispensing chemist in specialised stores' },
  { id: '49410', name: 'Freight transport by road' },
  { id: '52103', name: 'Operation of warehousing and storage facilities for land transport activities' },
  { id: '55100', name: 'Hotels and similar accommodation' },
  { id: '56101', name: 'Licensed restaurants' },
  { id: '56102', name: 'Unlicensed restaurants and cafes' },
  { id: '56302', name: 'Public houses and bars' },
  { id: '62012', name: 'Business and domestic software development' },
  { id: '62020', name: 'Information technology consultancy activities' },
  { id: '68209', name: 'Other letting and operating of own or leased real estate' },
  { id: '69102', name: 'Solicitors' },
  { id: '69201', name: 'Accounting and auditing activities' },
  { id: '70229', name: 'Management consultancy activities other than financial management' },
  { id: '71129', name: 'Other engineering activities' },
  { id: '75000', name: 'Veterinary activities' },
  { id: '85100', name: 'Pre-primary education' },
  { id: '86210', name: 'General medical practice activities' },
  { id: '86230', name: 'Dental practice activities' },
  { id: '87100', name: 'Residential nursing care facilities' },
  { id: '93110', name: 'Operation of sports facilities' },
  { id: '93130', name: 'Fitness facilities' },
  { id: '96020', name: 'Hairdressing and other beauty treatment' },
];
