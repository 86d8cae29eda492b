/** Fakes of the console's content, member and audit API for store and screen tests. */
import { OPERATOR_PERMISSIONS } from '../../../contract/permissions';
import { ApiProblem } from '../../../src/api/client';
import type { ContentVersionDetail, OperatorApi, OperatorAuditEntry } from '../../../src/api/operator';
import type { ContentDocument } from '../../../contract/types';

/** The seeded owner as `/api/operator/me` describes them: every permission (contract/permissions.ts). */
export const OWNER_IDENTITY = {
  id: 1,
  username: 'operator',
  name: 'Demo Operator',
  role: { id: 1, code: 'owner', name: '' },
  permissions: [...OPERATOR_PERMISSIONS],
};

/** A content API that refuses an empty EN title by pointer, like the server. */
export function fakeContent(): OperatorApi['content'] {
  const content: ContentDocument = {
    announcements: [
      {
        id: 1,
        kind: 'PL',
        execution: 'B',
        title: { tw: '公告', en: 'Notice' },
        content: { tw: '<p>內容</p>', en: '<p>Text</p>' },
        active: true,
        publishedAt: '2026-11-01T00:00:00.000Z',
      },
    ],
    banners: [],
  };
  const versions: ContentVersionDetail[] = [
    {
      version: 1,
      savedBy: 'seed',
      savedAt: '2026-11-01T00:00:00Z',
      rollbackOf: null,
      note: '',
      changes: 0,
      content,
      diff: [],
    },
  ];
  const push = (doc: ContentDocument, rollbackOf: number | null) => {
    const v = {
      ...versions.at(-1)!,
      version: versions.length + 1,
      rollbackOf,
      content: doc,
      changes: 1,
      diff: [{ op: 'add' as const, path: '/announcements/1', value: {} }],
    };
    versions.push(v);
    return v;
  };
  return {
    current: async () => versions.at(-1)!,
    save: async (doc) => {
      const blank = doc.announcements.findIndex((a) => a.title.en.trim() === '');
      if (blank >= 0)
        throw new ApiProblem('badRequest', 'The request is not valid', 400, 'CONTENT_INVALID', {
          errors: [
            {
              pointer: `/announcements/${blank}/title/en`,
              message: 'The title must not be empty',
              rule: 'title-both-languages',
            },
          ],
        });
      return push(doc, null);
    },
    versions: async () => ({ list: [...versions].reverse(), total: versions.length, pageNo: 1, pageSize: 50 }),
    version: async (v) => versions[v - 1]!,
    rollback: async (v) => push(versions[v - 1]!.content, v),
    upload: async () => ({ id: 7, url: '/media/uploads/7', contentType: 'image/png', size: 68, width: 1, height: 1 }),
  };
}

/** A member of {@link fakeMembers}' tree. */
interface FakeMember {
  id: number;
  username: string;
  type: number;
  uplineId: number | null;
}

/**
 * The console's member and audit calls over an in-memory tree, refusing like the server (EN
 * messages): agent01 (type 1) > sub01 (type 2) > player01 (type 0); player02..player30 without an
 * upline. `calls` records every call.
 */
export function fakeMembers(): Pick<OperatorApi, 'members' | 'audit'> & { calls: string[]; tree: FakeMember[] } {
  const tree: FakeMember[] = [
    { id: 1, username: 'agent01', type: 1, uplineId: null },
    { id: 2, username: 'sub01', type: 2, uplineId: 1 },
    { id: 3, username: 'player01', type: 0, uplineId: 2 },
    ...Array.from({ length: 29 }, (_, i) => ({
      id: 4 + i,
      username: `player${String(i + 2).padStart(2, '0')}`,
      type: 0,
      uplineId: null,
    })),
  ];
  const audit: OperatorAuditEntry[] = [];
  const calls: string[] = [];
  const byId = (id: number) => tree.find((m) => m.id === id);
  const teamOf = (id: number): number[] =>
    tree.filter((m) => m.uplineId === id).flatMap((m) => [m.id, ...teamOf(m.id)]);
  const view = (m: FakeMember) => ({
    id: m.id,
    username: m.username,
    type: m.type,
    uplineId: m.uplineId,
    affiliateCode: m.type === 0 ? null : `CODE${m.id}`,
  });
  const log = (action: string, before: FakeMember, after: FakeMember) =>
    audit.unshift({
      id: audit.length + 1,
      operator: 'operator',
      action,
      targetType: 'member',
      targetId: before.id,
      before: view(before),
      after: view(after),
      ip: '127.0.0.1',
      at: '2026-11-25T10:00:00.000Z',
    });
  return {
    calls,
    tree,
    members: {
      search: async (username, pageNo = 1, pageSize = 20) => {
        calls.push(`search:${username}:${pageNo}`);
        const found = tree
          .filter((m) => m.username.includes(username.toLowerCase()))
          .sort((a, b) => a.username.localeCompare(b.username));
        const list = found.slice((pageNo - 1) * pageSize, pageNo * pageSize).map((m) => ({
          id: m.id,
          username: m.username,
          nickname: m.username.toUpperCase(),
          type: m.type,
          uplineUsername: m.uplineId === null ? null : byId(m.uplineId)!.username,
          teamSize: teamOf(m.id).length,
          registeredAt: '2026-11-01T08:00:00.000Z',
        }));
        return { list, total: found.length, pageNo, pageSize };
      },
      makeAgent: async (id, type) => {
        calls.push(`makeAgent:${id}:${type}`);
        const m = byId(id);
        if (!m) throw new ApiProblem('notFound', 'No such member', 404, 'MEMBER_NOT_FOUND');
        if (m.type !== 0) throw new ApiProblem('badRequest', 'This member is already an agent', 409, 'ALREADY_AGENT');
        const before = { ...m };
        m.type = type;
        log('member.makeAgent', before, m);
        return view(m);
      },
      move: async (id, uplineId) => {
        calls.push(`move:${id}:${uplineId}`);
        const m = byId(id);
        const upline = byId(uplineId);
        if (!m || !upline) throw new ApiProblem('notFound', 'No such member', 404, 'MEMBER_NOT_FOUND');
        if (uplineId === id || teamOf(id).includes(uplineId))
          throw new ApiProblem('badRequest', 'A member cannot move into its own team', 400, 'MOVE_INTO_OWN_TEAM');
        if (upline.type === 0)
          throw new ApiProblem('badRequest', 'The new upline must be an agent', 400, 'UPLINE_NOT_AGENT');
        const before = { ...m };
        m.uplineId = uplineId;
        log('member.move', before, m);
        return view(m);
      },
    },
    audit: async (pageNo = 1, pageSize = 20, targetType) => {
      calls.push(`audit:${pageNo}:${targetType ?? ''}`);
      const list = audit.filter((e) => !targetType || e.targetType === targetType);
      return { list: list.slice((pageNo - 1) * pageSize, pageNo * pageSize), total: list.length, pageNo, pageSize };
    },
  };
}
