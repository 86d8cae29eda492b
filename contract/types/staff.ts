/**
 * Staff sign-in, staff accounts, roles, sessions and the audit log of the back office (README
 * "Staff and roles"; schemas/api/operator-staff.json).
 */
import type {
  Account1,
  AuditEntry,
  AuditFacets,
  AuditPage,
  Role,
  RoleBody,
  Session,
  SignInChallenge,
  SignInSession,
  StaffCreateBody,
  StaffMember,
} from '../generated/schemas';

/** The password step's answer: `code`, or `enrol` with a new secret (README "Staff and roles"). */
export type OperatorSignInChallenge = SignInChallenge;
/** The code step's answer: the session token and who signed in. */
export type OperatorSignInSession = SignInSession;
/** A staff member as the staff list shows them. */
export type StaffMemberView = StaffMember;
/** What an owner gives to add a staff member. */
export type StaffCreate = StaffCreateBody;
/** A role of the merchant with its permissions and how many staff hold it. */
export type StaffRole = Role;
/** A new or changed role. */
export type StaffRoleBody = RoleBody;
/** An active staff session. */
export type StaffSession = Session;
/** The signed-in staff member's own account: who, whether a new password is due, their sessions. */
export type StaffAccount = Account1;
/** One audit log entry with who did it. */
export type AuditLogEntry = AuditEntry;
/** A page of the audit log. */
export type AuditLogPage = AuditPage;
/** What the audit log can be filtered by: its staff and actions. */
export type AuditLogFacets = AuditFacets;
