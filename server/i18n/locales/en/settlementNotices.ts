/**
 * Platform messages about contract settlements (docs/contracts.md "Settlement"): a dividend or a
 * daily wage paid, a dividend waiting for the agent's request or the upline's approval, approved
 * or rejected. Hourly wages and real-time salaries are not messaged (one every hour or five
 * minutes would flood the inbox). Titles and contents, `{{name}}` placeholders; `{{kind}}` is
 * one of the kind names below in the message's language.
 */
export const settlementNotices = {
  kindDividend: 'Dividend',
  kindDailyWage: 'Daily wage',
  kindHourlyWage: 'Hourly wage',
  kindRealtimeSalary: 'Real-time salary',
  paidTitle: '{{kind}} paid',
  paidContent: '{{kind}} for {{period}}: {{amount}} {{currency}} was paid to your wallet',
  pendingTitle: 'Dividend ready to request',
  pendingContent:
    'Your dividend for {{period}} is {{amount}} {{currency}}. Request it in the agent center to have it approved and paid',
  requestedTitle: 'Dividend waiting for your approval',
  requestedContent: '{{name}} requests the dividend for {{period}}: {{amount}} {{currency}}',
  approvedTitle: 'Dividend approved',
  approvedContent: 'Your dividend for {{period}} ({{amount}} {{currency}}) was approved and paid to your wallet',
  rejectedTitle: 'Dividend rejected',
  rejectedContent: 'Your dividend request for {{period}} ({{amount}} {{currency}}) was rejected',
} as const;
