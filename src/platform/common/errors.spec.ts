import { HttpStatus } from '@nestjs/common';
import { AppError, featureError, NotFoundError, ValidationError } from './errors';

class WidgetNotFoundError extends featureError(
  NotFoundError,
  'WIDGET_NOT_FOUND',
  'Widget not found',
) {}
class WidgetNameError extends featureError(ValidationError, 'WIDGET_NAME', ['Name is required']) {}

describe('feature errors', () => {
  it('keep their base status and class, with their own code and message', () => {
    const error = new WidgetNotFoundError();
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).toBeInstanceOf(AppError);
    expect(error.status).toBe(HttpStatus.NOT_FOUND);
    expect(error.code).toBe('WIDGET_NOT_FOUND');
    expect(error.message).toBe('Widget not found');
    expect(error.name).toBe('WidgetNotFoundError');
    expect(new NotFoundError('Gone').code).toBe('NOT_FOUND');
  });

  it('carry validation messages as a list', () => {
    const error = new WidgetNameError();
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.messages).toEqual(['Name is required']);
    expect(error.code).toBe('WIDGET_NAME');
    expect(error.status).toBe(HttpStatus.BAD_REQUEST);
  });
});
