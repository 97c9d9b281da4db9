/** Meter point pre-authorisations: the request, the stored result, payment lines. */

export const UTILITY_ID = { electricity: 1, gas: 2 } as const;
export type UtilityId = (typeof UTILITY_ID)[keyof typeof UTILITY_ID];

/** Authorisation and credit check results; none (undefined) is shown as None. */
export const CHECK_STATUS = { passed: 1, failed: 2, referred: 3 } as const;
export type CheckStatus = (typeof CHECK_STATUS)[keyof typeof CHECK_STATUS];
export const CHECK_STATUS_NAMES: Readonly<Record<CheckStatus, string>> = { 1: 'Passed', 2: 'Failed', 3: 'Referred' };

/** Payment calculation: 1 first payment calculated, 2 failed. */
export const PAYMENT_CALCULATION = { calculated: 1, failed: 2 } as const;
export type PaymentCalculationStatus = (typeof PAYMENT_CALCULATION)[keyof typeof PAYMENT_CALCULATION];

/** Initial payment status: 1 requested (directly or through a linked id), 2 paid, 3 declined; none when not requested. */
export const INITIAL_PAYMENT_STATUS = { requested: 1, paid: 2, declined: 3 } as const;
export type InitialPaymentStatus = (typeof INITIAL_PAYMENT_STATUS)[keyof typeof INITIAL_PAYMENT_STATUS];
export const INITIAL_PAYMENT_STATUS_NAMES: Readonly<Record<InitialPaymentStatus, string>> = { 1: 'Requested', 2: 'Paid', 3: 'Declined' };

export const NONE = 'None';

export interface MeterPointEntry {
  readonly utilityid: UtilityId;
  readonly mpxn: string;
}

/** The customer's home address as the request carries it. */
export interface HomeAddress {
  readonly homeflat?: string;
  readonly homebuildingname?: string;
  readonly homebuildingnumber?: string;
  readonly homethoroughfare?: string;
  readonly homelocality?: string;
  readonly homeposttown?: string;
  readonly homepostcode?: string;
}

/** What Run Checks sends (`POST /api/meterpointauthorisations`). */
export interface PreAuthorisationRequest extends HomeAddress {
  readonly tpiid: number;
  /** Product definition id. */
  readonly product?: number;
  readonly contractterms: readonly string[];
  readonly limitedcompany: boolean;
  readonly limitedcompanynumber?: string;
  /** Customer name of a non-limited business (a limited company's comes from the credit check). */
  readonly name?: string;
  /** Business type: a SIC code. */
  readonly internalsic?: string;
  readonly firstname?: string;
  readonly surname?: string;
  /** ISO date. */
  readonly dateofbirth?: string;
  readonly addressidentifier?: string;
  readonly meterpoints: readonly MeterPointEntry[];
}

export interface TariffPrice {
  readonly name: string;
  /** Pence per kWh or per day. */
  readonly value: number;
}

/** One meter point at one term, with its check results: a row of the pre-authorisation list. */
export interface MeterPointAuthorisation {
  readonly id: string;
  /** The Run Checks request this row came from; rows of one request share it. */
  readonly tpiauthorisationid: string;
  readonly tpiid: number;
  /** ISO date-time of the checks. */
  readonly datetime: string;
  /** Who ran the checks. */
  readonly username: string;
  /** Customer name. */
  readonly name: string;
  readonly product: number;
  readonly utilityid: UtilityId;
  readonly mpxn: string;
  readonly contractterm: string;
  readonly contractterms: readonly string[];
  readonly limitedcompany: boolean;
  readonly limitedcompanynumber?: string;
  readonly internalsic?: string;
  readonly authorisationstatus?: CheckStatus;
  readonly authorisationreason?: string;
  readonly creditcheckstatus?: CheckStatus;
  readonly creditcheckreason?: string;
  readonly paymentcalculationstatus?: PaymentCalculationStatus;
  readonly paymentcalculationreason?: string;
  /** Annual consumption in kWh from the industry data, when known. */
  readonly annualconsumption?: number;
  /** Pounds. */
  readonly initialpayment?: number;
  readonly initialpaymentstatus?: InitialPaymentStatus;
  /** The authorisation whose payment request this row's payment is part of, when not its own. */
  readonly linkedtpiauthorisationid?: string;
  /** The payment provider's words for the payment's state. */
  readonly paymentstatus?: string;
  /** Commission uplift in pence per kWh priced for this row (or the lowered override once requested). */
  readonly commission?: number;
  readonly principletermstype?: string;
  readonly pricebookname?: string;
  readonly tariffprices?: readonly TariffPrice[];
  /** The prices quoted at the checks for every term the product allows, for Add MPxN Term. */
  readonly termprices?: Readonly<Record<string, readonly TariffPrice[]>>;
  readonly meterpoints: readonly MeterPointEntry[];
}

/** An Initial Payment line, with the term it is priced at (Add MPxN Term adds other terms). */
export interface InitialPaymentLine {
  /** The authorisation (list row) id. */
  readonly id: string;
  readonly tpiauthorisationid: string;
  readonly mpxn: string;
  readonly contractterm: string;
  /** The commission priced at the checks, pence per kWh. */
  readonly commission: number;
  /** The broker's lowered commission; absent when not overridden. */
  readonly commissionoverride?: number;
  /** Pounds. */
  readonly initialpayment: number;
}

export const PAYMENT_REQUEST_TYPES = { single: 'single', multi: 'multi' } as const;
export type PaymentRequestType = (typeof PAYMENT_REQUEST_TYPES)[keyof typeof PAYMENT_REQUEST_TYPES];

/** What Request Payment sends (`POST /api/meterpointauthorisations/{id}/requestinitialpayment`). */
export interface InitialPaymentRequest {
  readonly firstname: string;
  readonly lastname: string;
  readonly email: string;
  readonly paymentrequesttype: PaymentRequestType;
  readonly initialpaymentdata: readonly InitialPaymentLine[];
}

export const isElectricity = (utilityid: UtilityId) => utilityid === UTILITY_ID.electricity;
