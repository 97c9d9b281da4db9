/** Entity metadata as `GET /entities/{entity}` answers it. */

export type FieldType = 'varchar' | 'int' | 'decimal' | 'date' | 'datetime' | 'bit';

export interface LookupValue {
  readonly value: string | number;
  readonly label: string;
}

export interface EntityField {
  readonly label: string;
  readonly type: FieldType;
  /** Most characters of a varchar. */
  readonly length?: number;
  /** Total digits and digits after the point of a decimal. */
  readonly precision?: number;
  readonly scale?: number;
  readonly nullable: boolean;
  /** Name of the `/lookups/{name}` list the value is chosen from. */
  readonly lookup?: string;
  /** Fixed choices: the value stored and the label shown. */
  readonly lookupvalues?: readonly LookupValue[];
  /** The lookup whose entries each get one row of radio buttons (values from lookupvalues). */
  readonly radiokey?: string;
  /** Text of a known form: an email address, a UK phone number or a Companies House number as stored (see company-number.ts). */
  readonly format?: 'email' | 'ukphone' | 'companynumber';
  /** A day that must be today or later (a contract's start): the supply cannot start in the past. */
  readonly notBeforeToday?: boolean;
  /** What a choice counts, named after the choices in its message ('Choose 12, 24 or 36 months'). */
  readonly unit?: string;
  /** Locked while an e-sign request is out, because the customer signs this value. */
  readonly signdisable?: boolean;
}

export interface EntityMetadata {
  readonly description: string;
  readonly plural: string;
  /** A Cloudscape icon name. */
  readonly icon: string;
  /** Fields that name a record in trees and tabs. */
  readonly displayfields: readonly string[];
  readonly fields: Readonly<Record<string, EntityField>>;
}

export const varchar = (label: string, length: number, nullable = true, extra: Partial<EntityField> = {}): EntityField => ({
  label,
  type: 'varchar',
  length,
  nullable,
  ...extra,
});
