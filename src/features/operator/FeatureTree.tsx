/**
 * The whitelabel tree editor (README "Operator console"): every node can be toggled; each shows its
 * name and what it switches in the console's language (`operator.console.features.nodes.<modId>`,
 * written from the engine's FEATURE_SOURCES; a node the console has no text for shows its modId)
 * and whether a parent keeps it off (the engine's effectiveFlags, the same rule the site applies).
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { effectiveFlags } from '../../../engine/features';
import type { WhitelabelNode } from '../../../contract/types';
import type { OperatorStore } from '../../stores/OperatorStore';
import { FieldErrors, muted, Section, Switch } from './ui';

const NodeRow = observer(function NodeRow({
  store,
  node,
  pointer,
  flags,
  depth,
}: {
  store: OperatorStore;
  node: WhitelabelNode;
  pointer: string;
  flags: Record<string, boolean>;
  depth: number;
}) {
  const { t, i18n } = useTranslation();
  const textKey = `operator.console.features.nodes.${node.modId}`;
  const known = i18n.exists(`${textKey}.name`);
  const name = known ? t(`${textKey}.name`) : node.modId;
  const inheritedOff = node.enabled && flags[node.modId] === false;
  const setEnabled = (on: boolean) =>
    store.edit((draft) => {
      const path = pointer.split('/').slice(1);
      let target: unknown = draft;
      for (const part of path) target = (target as Record<string, unknown>)[part];
      (target as WhitelabelNode).enabled = on;
    });
  return (
    <li
      css={css`
        list-style: none;
        margin-left: ${depth === 0 ? 0 : 22}px;
        border-left: ${depth === 0 ? 'none' : '2px solid var(--c-border)'};
        padding-left: ${depth === 0 ? 0 : 14}px;
      `}
    >
      <div
        css={css`
          display: flex;
          flex-wrap: wrap;
          align-items: baseline;
          justify-content: space-between;
          gap: 6px 16px;
          padding: 10px 0;
        `}
      >
        <Switch checked={node.enabled} onChange={setEnabled} label={name} testId={`flag-${node.modId}`} />
        {inheritedOff ? (
          <span
            css={[
              muted,
              css`
                color: var(--c-warning);
              `,
            ]}
          >
            {t('operator.console.features.inheritedOff')}
          </span>
        ) : null}
      </div>
      {known ? (
        <p
          css={[
            muted,
            css`
              margin: -4px 0 8px 50px;
              font-size: 12px;
            `,
          ]}
        >
          {t(`${textKey}.description`)}
        </p>
      ) : null}
      <FieldErrors store={store} pointer={`${pointer}/enabled`} />
      {node.childrenNodes.length > 0 ? (
        <ul
          css={css`
            margin: 0;
            padding: 0;
          `}
        >
          {node.childrenNodes.map((child, i) => (
            <NodeRow
              key={child.modId}
              store={store}
              node={child}
              pointer={`${pointer}/childrenNodes/${i}`}
              flags={flags}
              depth={depth + 1}
            />
          ))}
        </ul>
      ) : null}
    </li>
  );
});

export const FeatureTree = observer(function FeatureTree({ store }: { store: OperatorStore }) {
  const { t } = useTranslation();
  const tree = store.draft?.permission.whitelabel ?? [];
  const flags = effectiveFlags(tree);
  return (
    <Section
      title={t('operator.console.tabs.features')}
      intro={t('operator.console.features.intro')}
      testId="feature-tree"
    >
      <ul
        css={css`
          margin: 0;
          padding: 0;
          display: grid;
          grid-template-columns: repeat(auto-fill, minmax(340px, 1fr));
          gap: 4px 28px;
        `}
      >
        {tree.map((node, i) => (
          <NodeRow
            key={node.modId}
            store={store}
            node={node}
            pointer={`/permission/whitelabel/${i}`}
            flags={flags}
            depth={0}
          />
        ))}
      </ul>
    </Section>
  );
});
