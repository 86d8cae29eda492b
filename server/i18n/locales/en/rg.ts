/**
 * Messages of responsible gaming (docs/responsible-gaming.md): limits, exclusions, closure and the refusals on every money path. Keys start with `rg`.
 */
export const rg = {};
