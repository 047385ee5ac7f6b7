import { ApiError } from '../http/errors';
import type { MessageKey } from '../i18n/messages';

export type AreaErrorCode =
  | 'format'
  | 'corrupt'
  | 'noShapefile'
  | 'projection'
  | 'notGeographic'
  | 'noPolygon'
  | 'tooManyPolygons'
  | 'tooManyVertices'
  | 'areaTooLarge'
  | 'tooComplex'
  | 'fileTooLarge';

const BY_CODE: Record<AreaErrorCode, { status: 400 | 413 | 422; key: MessageKey }> = {
  format: { status: 400, key: 'areaFormat' },
  corrupt: { status: 400, key: 'areaCorrupt' },
  noShapefile: { status: 400, key: 'areaNoShapefile' },
  projection: { status: 400, key: 'areaProjection' },
  notGeographic: { status: 400, key: 'areaNotGeographic' },
  noPolygon: { status: 400, key: 'areaNoPolygon' },
  tooManyPolygons: { status: 422, key: 'areaTooManyPolygons' },
  tooManyVertices: { status: 422, key: 'areaTooManyVertices' },
  areaTooLarge: { status: 422, key: 'areaTooLarge' },
  tooComplex: { status: 422, key: 'areaTooComplex' },
  fileTooLarge: { status: 413, key: 'tooLarge' },
};

/**
 * A refused area file or geometry. It is an ApiError, so a route can let it propagate: the contract answers
 * `{code: status, msg, errors: [{field, message}]}` localized by Accept-Language.
 */
export class AreaImportError extends ApiError {
  constructor(
    readonly code: AreaErrorCode,
    field = 'file',
    /** Technical detail for logs (never sent to the client). */
    readonly detail?: string,
  ) {
    const { status, key } = BY_CODE[code];
    super(status, key, [{ field, key }]);
    this.name = 'AreaImportError';
  }
}
