import { z } from 'zod';

/** A file part of a multipart body, as the multipart plugin's onFile hook leaves it (see app.ts). */
export const uploadedFile = z
  .custom<{
    filename: string;
    mimetype: string;
    data: Buffer;
  }>((v) => typeof v === 'object' && v !== null && Buffer.isBuffer((v as { data?: unknown }).data), {
    error: 'required',
  })
  .meta({ type: 'string', format: 'binary' });
