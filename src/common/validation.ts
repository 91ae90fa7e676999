import { ValidationError as ClassValidationError, ValidationPipe } from '@nestjs/common';
import { ValidationError } from './errors';

/** Flattens nested class-validator errors into the spec's messages, in field order, once each. */
export function flattenValidationErrors(errors: ClassValidationError[]): string[] {
  const messages: string[] = [];
  const visit = (error: ClassValidationError) => {
    for (const message of Object.values(error.constraints ?? {})) {
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
    stopAtFirstError: true,
    exceptionFactory: (errors) => new ValidationError(flattenValidationErrors(errors)),
  });
}
