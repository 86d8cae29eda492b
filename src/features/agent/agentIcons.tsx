/**
 * Icons of the agent center's own menu entries (the registry names each entry's icon after its
 * page id), in the 24x24 stroke style of src/components/Icon; the member center pages it reuses
 * (deposit, withdraw, messages) and customer service keep their money or shared icons.
 */
import { Icon } from '../../components/Icon';
import { MoneyIcon } from '../../ui/moneyIcons';

const PATHS: Record<string, string> = {
  agentTeamOverview: 'M4 20V10m6 10V4m6 16v-7m4 7H2',
  registerCenter: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM2 21a7 7 0 0 1 14 0m3-13v6m-3-3h6',
  downlineManagmentView: 'M12 3v5m0 0H6v5m6-5h6v5M4 13h4v4H4zm12 0h4v4h-4zm-6 0h4v4h-4zm2-5v5',
  palStatementsAgentCopy: 'M12 3v18M5 7h14M5 7l-3 7a3 3 0 0 0 6 0zm14 0-3 7a3 3 0 0 0 6 0zM8 21h8',
  agentRevenueReport:
    'M12 8c4.4 0 8-1.3 8-3s-3.6-3-8-3-8 1.3-8 3 3.6 3 8 3Zm-8-3v6c0 1.7 3.6 3 8 3s8-1.3 8-3V5M4 11v6c0 1.7 3.6 3 8 3s8-1.3 8-3v-6',
  agentDownlineTransactionDetailsCopy: 'M7 7h13l-4-4m4 4-4 4M17 17H4l4-4m-4 4 4 4',
  // contracts (docs/contracts.md): a share of the pie, a day, an hour, a bolt every 5 minutes
  agentDividendRecordCopy2: 'M12 3a9 9 0 1 0 9 9h-9zm3-1.5A9 9 0 0 1 22.5 9H15z',
  agentDailyWages2: 'M4 6h16v14H4zm0 5h16M8 3v5m8-5v5m-8 7h3',
  agentHourSalary: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-13v4l3 2',
  agentRealtimeSalary: 'M13 2 4 14h7l-1 8 9-12h-7z',
};

/** Shared icons some agent pages use. */
const SHARED: Record<string, string> = { agentAnnouncement: 'megaphone' };

/** Draws the menu icon `name` of the agent center (decorative, aria-hidden). */
export function AgentIcon({ name, size = 20 }: { name: string; size?: number }) {
  const d = PATHS[name];
  if (d)
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        style={{ flexShrink: 0 }}
      >
        <path d={d} />
      </svg>
    );
  if (SHARED[name]) return <Icon name={SHARED[name]} size={size} />;
  return <MoneyIcon name={name} size={size} />;
}
