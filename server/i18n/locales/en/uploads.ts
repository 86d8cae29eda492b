/** English: the refusals of a banner image upload in the operator console, by rule name (services/config-versions/uploads.ts). */
export const uploads = {
  'upload-type': 'Only PNG, JPEG or WebP images are accepted',
  'upload-size': 'The image must be at most 2 MB',
  'upload-missing': 'Choose an image to upload',
  'upload-unreadable': 'The image is damaged or its content does not match its format; its size cannot be read',
};
