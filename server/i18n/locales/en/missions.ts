/** Messages of docs/rewards.md; keys are prefixed by the area (the `messages` namespace is flat). */
export const missions = {};
