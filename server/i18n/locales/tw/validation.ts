/** 繁體中文：請求驗證錯誤的訊息，每個 ajv 關鍵字一則；`{{field}}` 是參數名稱，其餘為 ajv 的參數。 */
import type { validation as en } from '../en/validation.ts';

export const validation: Record<keyof typeof en, string> = {
  required: '缺少必填參數 {{field}}',
  typeInteger: '{{field}} 必須是整數',
  typeNumber: '{{field}} 必須是數字',
  typeBoolean: '{{field}} 必須是 true 或 false',
  type: '{{field}} 的類型不正確（應為 {{type}}）',
  minimum: '{{field}} 不可小於 {{limit}}',
  maximum: '{{field}} 不可大於 {{limit}}',
  enum: '{{field}} 必須是以下其中之一：{{values}}',
  pattern: '{{field}} 的格式不正確',
  minLength: '{{field}} 至少需要 {{limit}} 個字元',
  maxLength: '{{field}} 不可超過 {{limit}} 個字元',
  additionalProperties: '不支援的參數 {{field}}',
  controlCharacters: '{{field}} 含有不允許的控制字元',
  invalid: '{{field}} 的值無效',
};
