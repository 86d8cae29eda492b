/** 繁體中文：產生的圖片中的文字：橫幅的行動按鈕。 */
import type { media as en } from '../en/media.ts';

export const media: Record<keyof typeof en, string> = {
  bannerJoin: '立即參加',
  bannerWatch: '立即觀看',
};
