import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from '@jest/globals';
describe('pglite', () => { it('runs sql', async () => { const db = await PGlite.create(); const r = await db.query<{ x: number }>('select 1 as x'); expect(r.rows[0]!.x).toBe(1); await db.close(); }); });
