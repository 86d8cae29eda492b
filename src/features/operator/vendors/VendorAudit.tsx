/**
 * The drawer's change log of one integration (README "Vendor integrations"): who changed what and
 * when, in words (maintenance on or off, a game's maintenance, a key rotation with its fingerprints,
 * an address change), never a raw action code.
 */
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { VendorAuditEntry } from '../../../stores/vendors/vendorConsole';
import { formatConsoleTime } from '../../../shared/time';
import { table } from '../../../ui/kit';
import { cardTitle, muted } from '../ui';

const k = (key: string) => `operator.console.vendors.audit.${key}`;

/** The words of one entry. */
function useDescribe() {
  const { t } = useTranslation();
  return (e: VendorAuditEntry): string => {
    const after = e.after ?? {};
    const before = e.before ?? {};
    switch (e.action) {
      case 'vendor.maintenance':
        return t(k(after.maintenance ? 'actions.maintenanceOn' : 'actions.maintenanceOff'));
      case 'vendor.gameMaintenance':
        return t(k(after.maintenance ? 'actions.gameOn' : 'actions.gameOff'), { game: String(after.gameCode ?? '') });
      case 'vendor.rotateKey':
        return t(k('actions.rotateKey'), {
          before: String(before.keyFingerprint ?? ''),
          after: String(after.keyFingerprint ?? ''),
        });
      case 'vendor.url':
        return t(k('actions.url'), { before: String(before.baseUrl ?? ''), after: String(after.baseUrl ?? '') });
      default:
        return t(k('actions.other'));
    }
  };
}

/** The audit list. */
export const VendorAudit = observer(function VendorAudit({ entries }: { entries: VendorAuditEntry[] }) {
  const { t, i18n } = useTranslation();
  const describe = useDescribe();
  return (
    <section data-testid="operator-vendor-audit">
      <h3 css={cardTitle}>{t(k('title'))}</h3>
      {entries.length === 0 ? (
        <p css={muted}>{t(k('empty'))}</p>
      ) : (
        <table css={table}>
          <thead>
            <tr>
              <th>{t(k('when'))}</th>
              <th>{t(k('who'))}</th>
              <th>{t(k('what'))}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((e) => (
              <tr key={e.id}>
                <td data-nowrap="">{formatConsoleTime(e.at, i18n.language, 'second')}</td>
                <td>{e.merchant ? `${e.operator} · ${e.merchant}` : e.operator}</td>
                <td>{describe(e)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
});
