/**
 * Messages of the console's reports (server/services/operator/reports.ts). Keys start with `report`.
 */
export const reports = {
  reportDateInvalid: 'Please choose a valid date (year-month-day)',
  reportRangeReversed: 'The start date must not be after the end date',
  reportRangeTooLong: 'A report covers at most {{max}} days',
};
