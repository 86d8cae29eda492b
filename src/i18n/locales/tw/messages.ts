/** Traditional Chinese: the messageV2 platform messages (docs/rewards.md "Platform messages"), addressed as `messages.*`. */
export const messages = {};
