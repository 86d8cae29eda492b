/**
 * Messages of the contract calls (docs/contracts.md "Lifecycle"): offers, actions, the
 * lower-rate warning, visibility. `{{name}}` placeholders are filled by t() in ../../messages.ts.
 */
export const contracts = {} as const;
