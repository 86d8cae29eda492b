/**
 * English: readable messages for request validation errors, one per ajv keyword (house rule: bad
 * input gets a clear, localised 4xx). `{{field}}` is the parameter; the others are ajv's params.
 */
export const validation = {
  required: '{{field}} is required',
  typeInteger: '{{field}} must be a whole number',
  typeNumber: '{{field}} must be a number',
  typeBoolean: '{{field}} must be true or false',
  type: '{{field}} must be of type {{type}}',
  minimum: '{{field}} must be at least {{limit}}',
  maximum: '{{field}} must be at most {{limit}}',
  enum: '{{field}} must be one of: {{values}}',
  pattern: '{{field}} has an invalid format',
  minLength: '{{field}} must have at least {{limit}} characters',
  maxLength: '{{field}} must have at most {{limit}} characters',
  additionalProperties: '{{field}} is not a supported parameter',
  controlCharacters: '{{field}} contains characters that are not allowed (control characters)',
  invalid: '{{field}} is invalid',
};
