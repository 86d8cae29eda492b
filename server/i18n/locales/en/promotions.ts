/**
 * Messages of promotions for members (docs/promotions.md): joining, applications, claims. Keys start with `promotion` (the `messages` namespace is flat).
 */
export const promotions = {};
