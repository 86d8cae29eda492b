/**
 * Payloads of the operator console (README "Operator console"): the versioned site configuration
 * and content documents, banner uploads and the operator's login, each naming a declaration
 * generated from schemas/api/ (contract/generated/schemas.ts). Import them from contract/types.ts.
 */
import type { SchemaTypes } from '../generated/schemaTypes';
import type {
  ActionBody,
  Audit,
  Detail,
  Detail1,
  Diff,
  Error as ConsoleError,
  LiveVersion as SchemaLiveVersion,
  LoginBody,
  LoginValue1,
  Permission,
  Members,
  Page,
  SaveBody,
  SaveBody1,
  TreeMember,
  Upload,
} from '../generated/schemas';

/** One RFC 6902 operation of a version's diff (schemas/api/console.json#/definitions/detail `diff`). */
export type PatchOperation = Diff[number];
/** schemas/api/console.json#/definitions/saveBody */
export type ConfigSaveBody = SaveBody1;
/** schemas/api/console.json#/definitions/detail: a configuration version with its diff from the previous one. */
export type VersionDetail = Detail1;
/** schemas/api/console.json#/definitions/page: a page of a document's history, newest first. */
export type VersionPage = Page;
/** schemas/api/console.json#/definitions/liveVersion */
export type LiveVersion = SchemaLiveVersion;
/** A refused save's error (schemas/api/console.json#/definitions/error `value.errors`): JSON pointer into the document, message and rule. */
export type ConfigFieldError = NonNullable<NonNullable<ConsoleError['value']>['errors']>[number];
/** schemas/api/console-content.json#/definitions/saveBody */
export type ContentSaveBody = SaveBody;
/** schemas/api/console-content.json#/definitions/detail: a version of the content document. */
export type ContentVersionDetail = Detail;
/** schemas/api/console-content.json#/definitions/upload: `url` is what a banner's imageUrl takes (/media/uploads/<id>). */
export type UploadedImage = Upload;
/** schemas/api/operator.json#/definitions/loginBody */
export type OperatorLoginBody = LoginBody;
/** schemas/api/operator.json#/definitions/loginValue: the operator token and who it is. */
export type OperatorLoginValue = LoginValue1;
/** schemas/api/operator.json#/definitions/operator: the signed-in staff member, their role and its permissions. */
export type OperatorIdentity = SchemaTypes['api/operator.json#/definitions/operator'];
/** schemas/api/operator.json#/definitions/permission: one thing a staff member may do (README "Staff and roles"). */
export type OperatorPermission = Permission;
/** schemas/api/operator.json#/definitions/actionBody: the remark of a deposit or withdrawal review. */
export type OperatorActionBody = ActionBody;
/** schemas/api/operator.json#/definitions/members: a page of the merchant's members found by username (the console's agents screen). */
export type OperatorMemberPage = Members;
/** One member of {@link OperatorMemberPage}. */
export type OperatorMember = Members['list'][number];
/** schemas/api/operator.json#/definitions/treeMember: a member's tree fields after make-agent or move. */
export type OperatorTreeMember = TreeMember;
/** schemas/api/operator.json#/definitions/audit: a page of the operator audit log, newest first. */
export type OperatorAuditPage = Audit;
/** One entry of {@link OperatorAuditPage}. */
export type OperatorAuditEntry = Audit['list'][number];
