/** 繁體中文：營運後台版本文件（站點設定、公告與橫幅）儲存或回復時、與欄位無關的拒絕訊息。 */
import type { configVersions as en } from '../en/configVersions.ts';

export const configVersions: Record<keyof typeof en, string> = {
  versionConflict: '設定已被他人更新為第 {{current}} 版。請重新載入查看後，再進行修改。',
  versionUnchanged: '與目前線上設定（第 {{current}} 版）相同，沒有需要儲存的變更。',
};
