/** English: the messages of the downline tree and the report ranges (README "Agents"; spec section 3 account types). */
export const agentTree = {
  invalidRange: 'Choose a valid date range (from and to, at most {{max}} days)',
  memberNotFound: 'No such member',
  uplineNotAgent: 'The new upline must be an agent',
  moveIntoOwnTeam: 'A member cannot be moved under itself or under a member of its own team',
  notAgentType: 'Choose an agent type: 1, 2, 41 or 42',
  alreadyAgent: 'This member is already an agent',
};
