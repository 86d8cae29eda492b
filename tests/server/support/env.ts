/**
 * Environment of the server test workers: the login human check (ALTCHA proof of work) at a low
 * complexity, so the many test logins solve it in milliseconds; the check itself is unchanged
 * (signed, one-time, expiring). Production and the e2e servers keep the default (20000).
 */
process.env.ALTCHA_MAX_NUMBER ??= '1000';
