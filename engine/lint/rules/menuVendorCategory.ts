/**
 * menu-vendor-category: the engine shows each vendor of a game menu under the category the
 * catalogue gives it. The engine's own reorganisation (targetCategory, spec section 4) decides
 * where a listed vendor lands; a vendor listed under the wrong category lands on the wrong page.
 */
import { targetCategory } from '../../gameMenu';
import type { LintRule } from '../types';

export const menuVendorCategory: LintRule = {
  id: 'menu-vendor-category',
  severity: 'error',
  description:
    "every catalogue vendor of a game menu lands, after the engine's reorganisation, in its catalogue category",
  check: (ctx) => {
    const catalogue = new Map(ctx.catalogue.map((v) => [v.code, v.gameType]));
    return (ctx.gameMenu ?? []).flatMap((entry, i) =>
      entry.vendors.flatMap((vendor, j) => {
        const expected = catalogue.get(vendor.vassalage);
        if (expected === undefined) return []; // menu-vendor-unknown
        const landed = targetCategory(entry.gameCategory, { vassalage: vendor.vassalage, gameType: expected });
        return landed === expected
          ? []
          : [
              {
                pointer: `/${i}/vendors/${j}`,
                message: `vendor ${vendor.vassalage} is a ${expected} vendor but listed under ${entry.gameCategory}, so the site shows it under ${landed}`,
              },
            ];
      }),
    );
  },
};
