/**
 * What jest's jsdom lacks and react-router needs (TextEncoder/TextDecoder), for the component tests here.
 * Import it first: it must run before react-router loads.
 */
import { TextDecoder, TextEncoder } from 'node:util';

const g = globalThis as Record<string, unknown>;
g.TextEncoder ??= TextEncoder;
g.TextDecoder ??= TextDecoder;
