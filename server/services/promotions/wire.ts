/**
 * A promotion's rule and raffle rule between the wire (schemas/api/promotions.json promotionRule,
 * raffleRule: decimal strings, percent and multiple as numbers) and the stored columns
 * (server/db/promotionSchema.ts: minor units as strings, percent in basis points, multiple in
 * hundredths). Used by the member's views and by the console (docs/promotions.md "Kinds and rules").
 */
import { minorOf, toWire } from '../../../contract/money.ts';
import type { PromotionRule, RaffleRule } from '../../../contract/types.ts';
import type { PromotionRuleColumn, RaffleRuleColumn } from '../../db/schema.ts';
import { multipleHundredths, multipleOf } from '../../../engine/rewards.ts';

/** Percent (at most two decimals) -> basis points: 12.5 -> 1250. */
export const percentBp = (percent: number): number => Math.round(percent * 100);

/** The stored rule as the wire shows it, money in `currency`. */
export function ruleToWire(rule: PromotionRuleColumn, currency: string): PromotionRule {
  return {
    trigger: rule.trigger,
    category: rule.category as PromotionRule['category'],
    target: toWire(BigInt(rule.target), currency),
    reward: {
      type: rule.reward.type,
      amount: toWire(BigInt(rule.reward.amount), currency),
      percent: rule.reward.percentBp / 100,
      max: toWire(BigInt(rule.reward.max), currency),
    },
    multiple: multipleOf(rule.multiple),
  };
}

/** A schema-checked wire rule as stored (amounts with at most two decimals). */
export function ruleFromWire(rule: PromotionRule): PromotionRuleColumn {
  return {
    trigger: rule.trigger,
    category: rule.category,
    target: String(minorOf(rule.target)),
    reward: {
      type: rule.reward.type,
      amount: String(minorOf(rule.reward.amount)),
      percentBp: percentBp(rule.reward.percent),
      max: String(minorOf(rule.reward.max)),
    },
    multiple: multipleHundredths(rule.multiple),
  };
}

/** The stored raffle rule as the wire shows it (drawAt is the promotion's column). */
export function raffleToWire(raffle: RaffleRuleColumn, drawAt: Date, currency: string): RaffleRule {
  const money = (v: string | null) => (v === null ? null : toWire(BigInt(v), currency));
  return {
    ticketPerValidBet: money(raffle.ticketPerValidBet),
    ticketPerDeposit: money(raffle.ticketPerDeposit),
    maxTickets: raffle.maxTickets,
    drawAt: drawAt.toISOString(),
    prizes: raffle.prizes.map((p) => ({
      name: { ...p.name },
      amount: toWire(BigInt(p.amount), currency),
      count: p.count,
    })),
  };
}

/** A schema-checked wire raffle rule as stored, with its draw time apart. */
export function raffleFromWire(raffle: RaffleRule): { raffle: RaffleRuleColumn; drawAt: Date } {
  const money = (v: string | null) => (v === null ? null : String(minorOf(v)));
  return {
    raffle: {
      ticketPerValidBet: money(raffle.ticketPerValidBet),
      ticketPerDeposit: money(raffle.ticketPerDeposit),
      maxTickets: raffle.maxTickets,
      prizes: raffle.prizes.map((p) => ({
        name: { TW: p.name.TW, EN: p.name.EN },
        amount: String(minorOf(p.amount)),
        count: p.count,
      })),
    },
    drawAt: new Date(raffle.drawAt),
  };
}
