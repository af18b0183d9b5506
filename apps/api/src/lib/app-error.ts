import { ERROR_CODES } from '@gifthub/shared/errors';

export type TFieldErrors = Record<string, string[]>;

/** The one error type services throw; plugins/errors.ts turns it into { message, code, errors }. */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
    readonly fields?: TFieldErrors,
  ) {
    super(message);
  }

  static validation(fields: TFieldErrors, message = 'Some values are missing or wrong.') {
    return new AppError(ERROR_CODES.validation, 422, message, fields);
  }
  static field(field: string, message: string) {
    return AppError.validation({ [field]: [message] }, message);
  }
  static notFound(what = 'Resource') {
    return new AppError(ERROR_CODES.notFound, 404, `${what} not found.`);
  }
  static forbidden(message: string, code: string = ERROR_CODES.forbidden) {
    return new AppError(code, 403, message);
  }
  static conflict(message: string) {
    return new AppError(ERROR_CODES.conflict, 409, message);
  }
}
