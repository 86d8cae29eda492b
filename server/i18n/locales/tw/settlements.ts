/**
 * Messages of the contract settlement calls (docs/contracts.md "Settlement"): settlement records,
 * the dividend process request, the operator's rerun.
 */
export const settlements = {} as const;
