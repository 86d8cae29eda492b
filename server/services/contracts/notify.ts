/**
 * What a contract change tells the parties after its commit (docs/contracts.md "Lifecycle"): a
 * platform message in TW and EN naming the kind and the other party
 * (server/services/wallet/messagesService.ts notifyMember; texts of the `contractNotices` area) and
 * a live `contract` event `{ id, kind, state }` over the site socket (server/services/events).
 * A member's action reaches the other party; an operator's change and a lower-rate ending reach
 * both parties.
 */
import { LANGUAGES, type Language } from '../../../contract/spec.ts';
import type { ContractKind, ContractParty, LiveContractPayload } from '../../../contract/types.ts';
import type { Db } from '../../db/open.ts';
import { text, type TextKey } from '../../i18n/messages.ts';
import { publish } from '../events/index.ts';
import { notifyMember } from '../wallet/messagesService.ts';
import { partiesOf } from './parties.ts';
import type { ContractRow } from './records.ts';

/** The notices of contract changes: each is a `<key>Title` and `<key>Content` text of contractNotices. */
export type NoticeKey =
  | 'offer'
  | 'accept'
  | 'reject'
  | 'withdraw'
  | 'requestTermination'
  | 'acceptTermination'
  | 'rejectTermination'
  | 'replace'
  | 'lowerRate'
  | 'set'
  | 'terminate'
  | 'moved';

/** One change to tell: the contract after it, which notice, and to whom (its upline, its downline or both). */
export interface ContractNotice {
  contract: ContractRow;
  key: NoticeKey;
  to: 'upline' | 'downline' | 'both';
}

const KIND_NAMES: Record<ContractKind, TextKey<'contractNotices'>> = {
  dividend: 'kindDividend',
  dailyWage: 'kindDailyWage',
  hourlyWage: 'kindHourlyWage',
  realtimeSalary: 'kindRealtimeSalary',
};

/**
 * A notice's text in every language, with the kind's name and the other party's name in that
 * language (`null`: the merchant, "the platform").
 */
export function noticeText(
  key: TextKey<'contractNotices'>,
  kind: ContractKind,
  otherName: string | null,
): Record<Language, string> {
  const out = {} as Record<Language, string>;
  for (const lang of LANGUAGES) {
    const params = {
      kind: text('contractNotices', KIND_NAMES[kind] ?? 'kindDividend', lang),
      name: otherName ?? text('contractNotices', 'platform', lang),
    };
    out[lang] = text('contractNotices', key, lang, params);
  }
  return out;
}

/** The live socket payload of a contract. */
export const livePayload = (row: ContractRow): LiveContractPayload => ({
  id: row.id,
  kind: row.kind as ContractKind,
  state: row.state as LiveContractPayload['state'],
});

const nameOf = (party: ContractParty | undefined) => (party ? party.nickname || party.username : null);

/**
 * Delivers the notices (call after the change's commit): for each recipient a platform message
 * (TW and EN) and a live `contract` event. A merchant-granted contract's upline (null) gets
 * nothing. Messages go out in the order given.
 */
export async function deliverNotices(db: Db, notices: readonly ContractNotice[]): Promise<void> {
  if (notices.length === 0) return;
  const parties = await partiesOf(
    db,
    notices.flatMap((n) =>
      n.contract.uplineId === null ? [n.contract.downlineId] : [n.contract.uplineId, n.contract.downlineId],
    ),
  );
  for (const { contract, key, to } of notices) {
    const kind = contract.kind as ContractKind;
    const upline = contract.uplineId === null ? undefined : parties.get(contract.uplineId);
    const downline = parties.get(contract.downlineId);
    const recipients: [memberId: number | null, otherName: string | null][] = [];
    if (to !== 'downline') recipients.push([contract.uplineId, nameOf(downline)]);
    if (to !== 'upline') recipients.push([contract.downlineId, nameOf(upline)]);
    for (const [memberId, otherName] of recipients) {
      if (memberId === null) continue;
      await notifyMember(
        db,
        contract.merchantId,
        memberId,
        noticeText(`${key}Title`, kind, otherName),
        noticeText(`${key}Content`, kind, otherName),
        'contract',
      );
      publish({ merchantId: contract.merchantId, memberId, type: 'contract', payload: livePayload(contract) });
    }
  }
}
