import { z } from 'zod';
import { MSG } from './messages.js';

/** Numbers past this bound are refused as too large, whatever the field. */
const SAFE_LIMIT = Number.MAX_SAFE_INTEGER;

const TYPE_MESSAGES: Record<string, string> = {
  number: 'Debe ser un número.',
  int: 'Debe ser un número entero.',
  string: 'Debe ser un texto.',
  boolean: 'Debe ser verdadero o falso.',
  array: 'Debe ser una lista.',
  object: 'Debe ser un objeto.',
  date: 'Debe ser una fecha válida.',
};

type Issue = z.core.$ZodRawIssue;

function tooBig(issue: Extract<Issue, { code: 'too_big' }>): string {
  const max = Number(issue.maximum);
  if (issue.origin === 'string') return `Escriba como máximo ${max} caracteres.`;
  if (issue.origin === 'array' || issue.origin === 'set') return `Elija como máximo ${max}.`;
  if (issue.origin === 'file') return 'El archivo es demasiado grande.';
  if (max >= SAFE_LIMIT) return 'El número es demasiado grande.';
  return issue.inclusive ? `Debe ser como máximo ${max}.` : `Debe ser menor que ${max}.`;
}

function tooSmall(issue: Extract<Issue, { code: 'too_small' }>): string {
  const min = Number(issue.minimum);
  if (issue.origin === 'string') return min <= 1 ? MSG.required : `Escriba al menos ${min} caracteres.`;
  if (issue.origin === 'array' || issue.origin === 'set') return min <= 1 ? 'Elija al menos uno.' : `Elija al menos ${min}.`;
  if (-min >= SAFE_LIMIT) return 'El número es demasiado pequeño.';
  return issue.inclusive ? `Debe ser como mínimo ${min}.` : `Debe ser mayor que ${min}.`;
}

function invalidFormat(issue: Extract<Issue, { code: 'invalid_format' }>): string {
  if (issue.format === 'email') return MSG.invalidEmail;
  if (issue.format === 'date' || issue.format === 'datetime' || issue.format === 'time') return 'Fecha u hora no válida.';
  return 'El formato no es válido.';
}

/**
 * Plain Spanish for every error a schema can raise, so no technical text (types, bounds such as
 * 9007199254740991) ever reaches a user. Messages given in a schema take precedence.
 */
export function spanishMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return MSG.required;
      return TYPE_MESSAGES[issue.expected] ?? MSG.invalidInput;
    case 'too_big':
      return tooBig(issue);
    case 'too_small':
      return tooSmall(issue);
    case 'invalid_format':
      return invalidFormat(issue);
    case 'not_multiple_of':
      return `Debe ser múltiplo de ${issue.divisor}.`;
    case 'unrecognized_keys':
      return `Campos no permitidos: ${issue.keys.join(', ')}.`;
    case 'invalid_value':
      return 'Elija una de las opciones válidas.';
    default:
      return MSG.invalidInput;
  }
}

z.config(z.locales.es());
z.config({ customError: (issue) => spanishMessage(issue as Issue) });

export { z };
