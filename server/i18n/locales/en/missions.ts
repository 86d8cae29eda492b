/** Messages of docs/rewards.md (referral, missions, leaderboards); keys are prefixed by the area (the `messages` namespace is flat). */
export const missions = {
  missionsReferralOff: 'Invite friends is not available on this site',
  missionsReferralCodeBusy: 'Your referral code could not be created, please try again',
  missionsLeaderboardOff: 'This leaderboard is not available',
  missionsRunInstantInvalid: 'at must be an ISO 8601 time with a zone, e.g. 2026-03-02T00:00:00Z',
};
