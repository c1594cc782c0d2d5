import { AppError } from '../../errors.js';

const nameMessages = { firstName: 'First name is required', lastName: 'Last name is required' } as const;

/** A first or last name as entered, trimmed; blank is a 400 with SPEC's text. */
export function requiredName(value: string, field: keyof typeof nameMessages): string {
  const name = value.trim();
  if (!name) throw new AppError('bad_request', nameMessages[field], { [field]: nameMessages[field] });
  return name;
}
