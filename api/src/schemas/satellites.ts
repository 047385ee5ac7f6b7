import { IMAGING_MODE_ORDER, SATELLITE_IDS } from '@portal/shared/domain';
import { z } from 'zod';

// Fields naming a satellite or an imaging mode of the constellation table. `error` strings are message keys.
export const satelliteIdField = z.enum(SATELLITE_IDS, { error: 'satelliteUnknown' });
export const IMG_MODE_CODES = [...IMAGING_MODE_ORDER].sort((a, b) => a - b);
