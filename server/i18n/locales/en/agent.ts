/**
 * English: messages of the agent center calls (spec sections 1, 2, 6 and 8; README "Agent
 * center"). The refusal of non-agents is auth's `nonAgent` ('Non-agents cannot log in', spec
 * section 8). `{{name}}` placeholders are filled by t() in ../../messages.ts.
 */
export const agent = {
  notInTeam: 'This account is not in your team',
  rangeCustomMissing: 'A custom range needs a start date and an end date',
  rangeOrder: 'The start date must not be after the end date',
  rangeTooLong: 'A range can cover at most {{max}} days',
  dayInvalid: 'Please enter a valid date (yyyy-MM-dd)',
  textInvalid: 'This field contains characters that are not allowed',
  transferToSelf: 'You cannot transfer to yourself',
  /** The platform message of a downline its upline transferred to (spec section 1). */
  downlineCreated: 'Account created successfully',
  invitationCreated: 'Invitation link created',
  invitationSaved: 'Invitation link saved',
  invitationNotFound: 'This invitation link does not exist',
  invitationCodeBusy: 'No free invitation code was found, please try again',
} as const;
