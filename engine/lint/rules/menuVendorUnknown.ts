/**
 * menu-vendor-unknown: every vendor of a game menu is in the platform's catalogue
 * (server/db/seed/vendors.ts); an unknown code makes a menu entry whose lobby cannot launch.
 */
import type { LintRule } from '../types';

export const menuVendorUnknown: LintRule = {
  id: 'menu-vendor-unknown',
  severity: 'error',
  description: 'every vendor of a game menu is in the vendor catalogue',
  check: (ctx) => {
    const known = new Set(ctx.catalogue.map((v) => v.code));
    return (ctx.gameMenu ?? []).flatMap((entry, i) =>
      entry.vendors.flatMap((vendor, j) =>
        known.has(vendor.vassalage)
          ? []
          : [
              {
                pointer: `/${i}/vendors/${j}/vassalage`,
                message: `vendor ${vendor.vassalage} (${entry.gameCategory} menu) is not in the vendor catalogue`,
              },
            ],
      ),
    );
  },
};
