/** The whitelabel tree of a configuration as a flat list with pointers and ancestors. */
import type { WhitelabelNode } from '../../../contract/types';
import type { LintContext } from '../types';

export interface NodeEntry {
  node: WhitelabelNode;
  /** e.g. /permission/whitelabel/0/childrenNodes/1 */
  pointer: string;
  /** Ancestors, root first. */
  ancestors: WhitelabelNode[];
}

/** Every node of the linted configuration's whitelabel tree, depth first in file order. */
export function whitelabelNodes(ctx: LintContext): NodeEntry[] {
  const out: NodeEntry[] = [];
  const visit = (nodes: readonly WhitelabelNode[], base: string, ancestors: WhitelabelNode[]): void => {
    nodes.forEach((node, i) => {
      const pointer = `${base}/${i}`;
      out.push({ node, pointer, ancestors });
      visit(node.childrenNodes ?? [], `${pointer}/childrenNodes`, [...ancestors, node]);
    });
  };
  visit(ctx.config?.permission.whitelabel ?? [], '/permission/whitelabel', []);
  return out;
}
