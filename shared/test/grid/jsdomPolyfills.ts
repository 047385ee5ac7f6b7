/** What jest's jsdom lacks and @mui/x-data-grid needs at load (TextEncoder): import it before the grid. */
import { TextDecoder, TextEncoder } from 'node:util';

const g = globalThis as Record<string, unknown>;
g.TextEncoder ??= TextEncoder;
g.TextDecoder ??= TextDecoder;
