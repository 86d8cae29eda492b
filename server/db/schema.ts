/**
 * The reference server's database schema (Drizzle ORM, pg-core): the same tables on embedded
 * PGlite and on PostgreSQL. Migrations in ./migrations are generated from this barrel with
 * `npm run db:generate` (server/db/drizzle.config.ts) and run at start (see ./migrate.ts).
 *
 * This file only re-exports the table files; they import each other one way (siteSchema.ts is
 * the base: merchants, vendors, games) and never import this barrel, so there is no cycle.
 */

// Merchants, catalogue and site content.
export * from './siteSchema.ts';

// Accounts and sign-in.
export * from './authSchema.ts';
export * from './feedbackSchema.ts';

// Money: ledger, deposits, withdrawals, operators.
export * from './moneySchema.ts';
export * from './staffSchema.ts';
export * from './playersSchema.ts';
export * from './paymentsDeskSchema.ts';
export * from './staffAuthSchema.ts';
export * from './playSchema.ts';
export * from './vendorOpsSchema.ts';
export * from './opsSchema.ts';
export * from './authenticatorSchema.ts';
export * from './socialSchema.ts';

// Agents: the downline tree, daily figures, invitation links.
export * from './agentSchema.ts';

// Agent contracts: dividends, wages, salaries and their settlements.
export * from './contractSchema.ts';

// Rewards: bonus grants and turnover, reward center, rebate, VIP, referral, missions, leaderboards, broadcasts.
export * from './rewardSchema.ts';

// Promotions, applications, raffles, the points mall.
export * from './promotionSchema.ts';

// Site pages, responsible gaming, live chat.
export * from './pagesSchema.ts';
export * from './rgSchema.ts';
export * from './chatSchema.ts';

// Lottery draws published by the vendors' draw feed.
export * from './lotterySchema.ts';
