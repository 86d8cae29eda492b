/**
 * Messages of responsible gaming (docs/responsible-gaming.md): limits, exclusions, closure and the refusals on every money path. Keys start with `rg`.
 */
export const rg = {
  rgLimitSaved: 'Your limit is saved',
  rgLimitPending: 'Your change takes effect after the 24-hour cool-off, at {{at}}',
  rgLimitNotSet: 'There is no such limit to remove',
  rgTimeZoneInvalid: 'The time zone is not valid',
  rgRealityCheckSaved: 'Your reality check is saved',
  rgPasswordWrong: 'The login password is not correct',
  rgPasswordRequired: 'Please enter your login password',
  rgReasonTooLong: 'The reason may have at most {{max}} characters',
  rgExclusionShorter: 'You already have a longer break running (until {{until}}); it cannot be shortened',
  rgClosureBalance: 'Please withdraw your balance before closing the account',
  rgExclusionStarted: 'Your break has started; you are now logged out',
  rgAccountClosed: 'Your account is closed; you are now logged out',
  rgExcludedUntil:
    'Your account is on a break until {{until}} ({{zone}}); you cannot log in, deposit or play until then',
  rgClosed:
    'This account was closed at your request and cannot be used again. Please contact customer service for any remaining balance',
  rgDepositLimitDay:
    'This deposit would pass your daily deposit limit; you can still deposit {{remaining}} in this period',
  rgDepositLimitWeek:
    'This deposit would pass your weekly deposit limit; you can still deposit {{remaining}} in this period',
  rgDepositLimitMonth:
    'This deposit would pass your monthly deposit limit; you can still deposit {{remaining}} in this period',
  rgWagerLimitDay: 'This would pass your daily wager limit; you can still bet {{remaining}} in this period',
  rgWagerLimitWeek: 'This would pass your weekly wager limit; you can still bet {{remaining}} in this period',
  rgWagerLimitMonth: 'This would pass your monthly wager limit; you can still bet {{remaining}} in this period',
  rgLossLimitDay: 'This would pass your daily loss limit; you can still risk {{remaining}} in this period',
  rgLossLimitWeek: 'This would pass your weekly loss limit; you can still risk {{remaining}} in this period',
  rgLossLimitMonth: 'This would pass your monthly loss limit; you can still risk {{remaining}} in this period',
  rgMemberNotFound: 'No member has this username',
};
