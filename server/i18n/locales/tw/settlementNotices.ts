/** 繁體中文：合約結算的站內信（docs/contracts.md「Settlement」）：分紅或日工資已派發、分紅待申請或待審核、已核准、已駁回。時薪與即時工資不發站內信。 */
import type { settlementNotices as en } from '../en/settlementNotices.ts';

export const settlementNotices: Record<keyof typeof en, string> = {
  kindDividend: '分紅',
  kindDailyWage: '日工資',
  kindHourlyWage: '時薪',
  kindRealtimeSalary: '即時工資',
  paidTitle: '{{kind}}已派發',
  paidContent: '{{period}} 的{{kind}} {{amount}} {{currency}} 已派發至您的錢包',
  pendingTitle: '分紅待申請',
  pendingContent: '您 {{period}} 的分紅為 {{amount}} {{currency}}，請至代理中心申請，核准後派發',
  requestedTitle: '分紅待您審核',
  requestedContent: '{{name}} 申請 {{period}} 的分紅 {{amount}} {{currency}}',
  approvedTitle: '分紅已核准',
  approvedContent: '您 {{period}} 的分紅（{{amount}} {{currency}}）已核准並派發至您的錢包',
  rejectedTitle: '分紅已駁回',
  rejectedContent: '您 {{period}} 的分紅申請（{{amount}} {{currency}}）已被駁回',
};
