/** 繁體中文：營運後台上傳橫幅圖片被拒絕的原因，依規則名稱。 */
import type { uploads as en } from '../en/uploads.ts';

export const uploads: Record<keyof typeof en, string> = {
  'upload-type': '只接受 PNG、JPEG 或 WebP 圖片',
  'upload-size': '圖片不可超過 2 MB',
  'upload-missing': '請選擇一張圖片',
  'upload-unreadable': '圖片檔案已損毀或內容與格式不符，無法讀取尺寸',
};
