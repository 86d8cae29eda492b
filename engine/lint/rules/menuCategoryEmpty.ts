/**
 * menu-category-empty: every game category a merchant offers has a vendor in the catalogue;
 * the engine drops a category without vendors from every menu, so the setting does nothing.
 */
import type { LintRule } from '../types';

export const menuCategoryEmpty: LintRule = {
  id: 'menu-category-empty',
  severity: 'warning',
  description: 'every offered game category has at least one vendor in the catalogue',
  check: (ctx) => {
    const withVendors = new Set(ctx.catalogue.map((v) => v.gameType));
    return (ctx.config?.gameCategories ?? []).flatMap((category, i) =>
      withVendors.has(category)
        ? []
        : [
            {
              pointer: `/gameCategories/${i}`,
              message: `category ${category} has no vendor in the catalogue, so no menu shows it`,
            },
          ],
    );
  },
};
