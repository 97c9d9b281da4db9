
/**
 * The industry data port (docs/decisions/0008-outside-services-behind-ports.md): ECOES for electricity meter points, Xoserve for gas.
 * Each has an HTTP adapter per stage and a local simulator over a generated, deterministic data set.
 * Rows carry the report's field names (its columns in domain/reports/definitions.ts).
 */

// Row shapes are type aliases, so they pass as report rows (plain records).

/** ECOES post code search: one row per meter point at the post code. */
export type ElectricityAddressRow = {
  readonly mpancore: string;
  readonly buildingname: string;
  readonly buildingnumber: string;
  readonly thoroughfare: string;
  readonly dependentthoroughfare: string;
  readonly dependentlocality: string;
  readonly posttown: string;
  readonly postcode: string;
};

/** ECOES MPAN search: one row per meter (a meter point with no meter answers one row without meter fields). */
export type ElectricityMeterRow = {
  readonly mpancore: string;
  readonly gspgroupid: string;
  readonly profileclass: string;
  readonly metertimeswitchclass: string;
  readonly linelossfactor: string;
  readonly standardsettlementconfiguration: string;
  readonly energisationstatus: 'E' | 'D';
  readonly meterserialnumber: string;
  readonly metertype: string;
  readonly measurementclass: string;
};

/** Xoserve address and MPRN searches: one row per supply meter point. */
export type GasMeterPointRow = {
  readonly mprn: string;
  readonly house_no: string;
  readonly house_name: string;
  /** The report's field name, spelling and all, as it goes on the wire. */
  readonly sub_bulding_name: string;
  readonly street: string;
  readonly town: string;
  readonly postcode: string;
  readonly current_supplier_name: string;
  /** Annual quantity in kWh. */
  readonly annual_quantity: number;
  readonly end_user_category_code: string;
  readonly msn: string;
};

export interface BuildingFilter {
  readonly buildingnumber?: string;
  readonly buildingname?: string;
}

export interface Ecoes {
  /** Meter points at a normalised post code. */
  byPostcode(postcode: string): Promise<ElectricityAddressRow[]>;
  /** The meters of one MPAN core; none when ECOES does not know it. */
  byMpanCore(mpancore: string): Promise<ElectricityMeterRow[]>;
}

export interface Xoserve {
  /** Supply points at a normalised post code, narrowed to a building when one is given. */
  byAddress(postcode: string, building: BuildingFilter): Promise<GasMeterPointRow[]>;
  byMprn(mprn: string): Promise<GasMeterPointRow[]>;
}
