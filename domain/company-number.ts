/** Companies House company numbers. */

export const COMPANY_NUMBER_LENGTH = 8;

const COMPANY_NUMBER =
  /^(((AC|CE|CS|FC|FE|GE|GS|IC|LP|NC|NF|NI|NL|NO|NP|OC|OE|PC|R0|RC|SA|SC|SE|SF|SG|SI|SL|SO|SR|SZ|ZC|\d{2})\d{6})|((IP|SP|RS)[A-Z\d]{6})|(SL\d{5}[\dA]))$/;

export const COMPANY_NUMBER_MESSAGES = {
  missing: 'Company number not provided',
  length: 'Company number should be 8 characters',
} as const;

/** Spaces removed and upper-cased; an all-digit number padded with leading zeros to eight. */
export function normaliseCompanyNumber(value: string): string {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  return /^\d{1,7}$/.test(compact) ? compact.padStart(COMPANY_NUMBER_LENGTH, '0') : compact;
}

/** Whether the text is a company number as it is stored: eight characters, upper case, no spaces. */
export const isCompanyNumber = (text: string) => COMPANY_NUMBER.test(text);

/** The failure message for a typed company number, or undefined when it is valid. */
export function checkCompanyNumber(value: string | undefined): string | undefined {
  if (!value || value.trim() === '') return COMPANY_NUMBER_MESSAGES.missing;
  return isCompanyNumber(normaliseCompanyNumber(value)) ? undefined : COMPANY_NUMBER_MESSAGES.length;
}
