import { ValidationError as ClassValidationError, ValidationPipe } from '@nestjs/common';
import { ValidationError } from './errors';

/** Which failed rule speaks for a field: presence and type first, then size, then format. */
const PRIORITY = [
  'whitelistValidation',
  'isDefined',
  'isString',
  'isIn',
  'isBoolean',
  'isInt',
  'isNumber',
  'minLength',
  'maxLength',
  'min',
  'max',
];

const rank = (constraint: string) => {
  const index = PRIORITY.indexOf(constraint);
  return index === -1 ? PRIORITY.length : index;
};

/**
 * Flattens nested class-validator errors into the spec's messages: one per field (the most basic
 * rule it breaks), in field order, without repeats.
 */
export function flattenValidationErrors(errors: ClassValidationError[]): string[] {
  const messages: string[] = [];
  const visit = (error: ClassValidationError) => {
    const constraints = Object.entries(error.constraints ?? {});
    if (constraints.length > 0) {
      const [, message] = constraints.sort(([a], [b]) => rank(a) - rank(b))[0];
      if (!messages.includes(message)) messages.push(message);
    }
    error.children?.forEach(visit);
  };
  errors.forEach(visit);
  return messages;
}

export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) => new ValidationError(flattenValidationErrors(errors)),
  });
}
