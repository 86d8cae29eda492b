/**
 * Messages of promotions for members (docs/promotions.md): joining, applications, claims. Keys start with `promotion` (the `messages` namespace is flat).
 */
export const promotions = {
  promotionNotFound: 'This promotion was not found',
  promotionNotJoinable: 'This promotion cannot be joined now',
  promotionWrongKind: 'This promotion does not take sign-ups this way',
  promotionJoined: 'You joined the promotion',
  promotionSignedUp: 'Signed up: your qualifying play counts from now on',
  promotionRemarkRequired: 'Please enter a remark (1 to 140 characters)',
  promotionRemarkTooLong: 'The remark may have at most {{max}} characters',
  promotionImageTooLarge: 'Each image may be at most 5 MB',
  promotionImageType: 'Images must be PNG or JPG',
  promotionImageCount: 'You may attach at most {{max}} images',
  promotionImageNotFound: 'This image was not found',
  promotionNothingToClaim: 'There is no reward to claim for this promotion',
  promotionClaimed: 'Reward claimed: {{amount}} added to your balance',
};
