import type { ReportDefinition } from '../../../domain/reports/definitions';
import type { LoadError } from './load-error';

/**
 * A refused search's messages by the parameter each names ('MPAN Core should be 13 digits' belongs
 * to MPAN Core), so they show on the fields; undefined unless it is a 400 whose every message names one.
 */
export function parameterErrorsOf(definition: ReportDefinition, status: number, data: unknown): Readonly<Record<string, string>> | undefined {
  const errors = (data as { errors?: unknown } | null)?.errors;
  if (status !== 400 || !Array.isArray(errors) || errors.length === 0) return undefined;
  const fields: Record<string, string> = {};
  for (const message of errors as unknown[]) {
    if (typeof message !== 'string') return undefined;
    const parameter = definition.parameters.find((candidate) => message.startsWith(`${candidate.label} `));
    if (!parameter) return undefined;
    fields[parameter.name] = fields[parameter.name] ? `${fields[parameter.name]}; ${message}` : message;
  }
  return fields;
}

/**
 * A search the screen refuses before asking, by the same checks as the server: each field's
 * messages on it, as a refused request's would be.
 */
export function refusedSearch(fieldErrors: Readonly<Record<string, readonly string[]>>): LoadError | undefined {
  const entries = Object.entries(fieldErrors);
  if (entries.length === 0) return undefined;
  return {
    title: 'Error loading page',
    text: entries.flatMap(([, messages]) => messages).join('; '),
    fields: Object.fromEntries(entries.map(([name, messages]) => [name, messages.join('; ')])),
  };
}
