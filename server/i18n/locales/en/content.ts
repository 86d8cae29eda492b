/**
 * English: the operator console's content rules (README "Operator console"), one message per rule
 * name of a refused announcement or banner (services/config-versions/contentCheck.ts).
 */
export const content = {
  'title-both-languages': 'The title must not be empty (in both Chinese and English)',
  'content-both-languages': 'The content must not be empty (in both Chinese and English)',
  'linkage-none': 'A banner without linkage must have an empty link',
  'linkage-route': 'A route must be a same-site path starting with /, e.g. /promotions',
  'linkage-url': 'A link must be https:// or a same-site path starting with /',
  'linkage-video': 'A video link must be an https:// address',
  'video-group': 'Video links are only for video banners (w_promotion)',
  'unknown-id': 'This item is not part of the merchant’s current content',
  'duplicate-id': 'The same item appears twice',
  'unknown-upload': 'The image does not exist or belongs to another merchant',
};
