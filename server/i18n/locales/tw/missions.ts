/** Messages of docs/rewards.md (referral, missions, leaderboards); keys are prefixed by the area (the `messages` namespace is flat). */
export const missions = {
  missionsReferralOff: '本站未開放邀請好友',
  missionsReferralCodeBusy: '推薦碼建立失敗，請再試一次',
  missionsLeaderboardOff: '此排行榜未開放',
  missionsRunInstantInvalid: 'at 必須是含時區的 ISO 8601 時間，例如 2026-03-02T00:00:00Z',
};
