import { GAME_CATEGORIES } from '../../src/engine/types';
import { describe, expect, it } from '@jest/globals';
describe('smoke', () => { it('has ten categories', () => { expect(GAME_CATEGORIES).toHaveLength(10); }); });
