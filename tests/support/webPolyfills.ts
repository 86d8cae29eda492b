/**
 * jsdom lacks TextEncoder/TextDecoder, which react-router needs at import time. Import this module
 * FIRST in a test file (ES modules evaluate imports in order).
 */
import { TextDecoder, TextEncoder } from 'node:util';

const g = globalThis as Record<string, unknown>;
g.TextEncoder ??= TextEncoder;
g.TextDecoder ??= TextDecoder;
