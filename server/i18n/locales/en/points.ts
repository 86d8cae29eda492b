/**
 * Messages of the points mall (docs/promotions.md "Points"). Keys start with `points`.
 */
export const points = {
  pointsSettingsInvalid: 'The points setting {{field}} is not valid',
  pointsSettingsStale: 'The points settings were changed by someone else; reload them and save again',
  pointsSettingsSaved: 'Points settings saved',
  pointsItemNotFound: 'This item is not available',
  pointsItemInvalid: 'The item field {{field}} is not valid',
  pointsItemStale: 'This item was changed by someone else; reload it and save again',
  pointsItemSaved: 'Item saved',
  pointsStockNegative: 'The stock cannot go below 0 (in stock: {{stock}})',
  pointsStockSaved: 'Stock updated',
  pointsOutOfStock: 'Sorry, this item is out of stock',
  pointsInsufficient: 'Not enough points: you have {{balance}} points, this needs {{points}}',
  pointsAmountRequired: 'This item needs a cumulative valid bet of {{required}}; {{remaining}} still to go',
  pointsLimitReached: 'You can redeem at most {{limit}} of this item (you already hold {{held}})',
  pointsDeliveryRequired: 'Please fill in the delivery name, phone and address',
  pointsConvertMin: 'Convert at least {{minimum}} points at a time',
  pointsRedeemed: 'Redemption submitted; it will be reviewed shortly',
  pointsConverted: 'Converted: {{amount}} has been added to your balance',
  pointsRedemptionNotFound: 'This redemption does not exist',
  pointsRedemptionReviewed: 'This redemption was already reviewed ({{status}})',
  pointsRedemptionApproved: 'Redemption approved',
  pointsRedemptionRejected: 'Redemption rejected; the points went back to the member',
};
