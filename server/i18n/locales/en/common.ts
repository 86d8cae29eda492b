/** English: the envelopes' general messages (success, not found, bad request, rate limit...). */
export const common = {
  ok: 'OK',
  notFound: 'The requested resource was not found',
  badRequest: 'The request is not valid',
  badJson: 'The request body is not valid JSON',
  payloadTooLarge: 'The request body is too large',
  unsupportedMediaType: 'Unsupported content type',
  methodNotAllowed: 'This method is not allowed here',
  rateLimited: 'Too many requests, please try again later',
  serverError: 'Something went wrong on our side, please try again later',
  noMerchant: 'Invalid URL, please contact customer service',
};
