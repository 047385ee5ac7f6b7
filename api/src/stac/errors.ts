import { ApiError } from '../http/errors';

/** 400 invalidValue naming the STAC request field at fault. */
export const invalidValue = (field: string) =>
  new ApiError(400, 'invalidValue', [{ field, key: 'invalidValue' }]);
