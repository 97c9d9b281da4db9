import { ENTITIES, type EntityField } from '../../domain/entities';
import type { FileFormatColumn } from '../../domain/reference-data';

/** How a value must be written in a column, in words for the template's guide sheet. */
export function describeFormat(column: FileFormatColumn): string {
  const field: EntityField | undefined = (ENTITIES[column.entity].fields as Record<string, EntityField>)[column.field];
  if (!field) throw new Error(`Column '${column.name}' maps to unknown field ${column.entity}.${column.field}`);
  if (column.pricename) return `Price in pence, up to ${field.scale ?? 4} decimal places`;
  if (field.lookupvalues) {
    const choices = field.lookupvalues.map(({ value, label }) => (String(value) === label ? label : `${value} = ${label}`));
    return `One of: ${choices.join(', ')}`;
  }
  if (field.lookup === 'siccode') return 'UK SIC 2007 code, 5 digits';
  if (field.lookup) return `A code from the ${field.lookup} list`;
  switch (field.type) {
    case 'varchar':
      return `Text, up to ${field.length} characters`;
    case 'int':
      return 'Whole number';
    case 'decimal':
      return `Number, up to ${field.scale ?? 0} decimal places`;
    case 'date':
      return 'Date, YYYY-MM-DD or DD/MM/YYYY';
    case 'datetime':
      return 'Date and time, YYYY-MM-DD HH:MM';
    case 'bit':
      return 'Yes or No';
  }
}

/** What the column fills, in the editor's own words: "Site: Post Code". */
export function describeTarget(column: FileFormatColumn): string {
  const entity = ENTITIES[column.entity];
  const field = (entity.fields as Record<string, EntityField>)[column.field];
  return column.pricename ? `${entity.description}: ${column.pricename}` : `${entity.description}: ${field?.label ?? column.field}`;
}
