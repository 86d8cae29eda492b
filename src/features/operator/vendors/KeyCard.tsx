/**
 * The drawer's key rotation (README "Vendor integrations": the previous key is accepted for 15
 * minutes): a confirmation, then the new key shown once in a dialog with a copy button; closing
 * it forgets the key.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/Modal';
import { ghostButton, primaryButton } from '../../../components/styles';
import type { VendorConsoleStore } from '../../../stores/vendors/vendorConsole';
import { card, cardTitle, muted } from '../ui';
import { ConfirmDialog } from './ConfirmDialog';

const k = (key: string) => `operator.console.vendors.rotate.${key}`;

/** The key card over the vendor store's open integration. */
export const KeyCard = observer(function KeyCard({
  store,
  name,
  sandbox,
}: {
  store: VendorConsoleStore;
  name: string;
  sandbox: boolean;
}) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const [copied, setCopied] = useState(false);
  const key = store.newKey;
  const handleCopy = async () => {
    if (!key) return;
    try {
      await navigator.clipboard.writeText(key.key);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div css={card}>
      <h3 css={cardTitle}>{t(k('title'))}</h3>
      <p css={muted}>{t(k('hint'))}</p>
      {sandbox ? <p css={muted}>{t(k('sandboxHint'), { code: store.selected })}</p> : null}
      <button
        type="button"
        css={[
          primaryButton,
          css`
            margin-top: 10px;
          `,
        ]}
        disabled={store.busy}
        onClick={() => setAsking(true)}
        data-testid="operator-vendor-rotate"
      >
        {t(k('button'))}
      </button>
      <ConfirmDialog
        open={asking}
        title={t(k('confirmTitle'), { name })}
        message={t(k('confirm'))}
        busy={store.busy}
        onCancel={() => setAsking(false)}
        onConfirm={() =>
          void store.rotateKey().then(() => {
            setAsking(false);
            setCopied(false);
          })
        }
        testId="operator-vendor-rotate-dialog"
      />
      <Modal
        open={key !== null}
        title={t(k('doneTitle'))}
        onClose={() => store.dismissKey()}
        dismissible={false}
        size="md"
        testId="operator-vendor-key-dialog"
        footer={
          <div
            css={css`
              display: flex;
              justify-content: flex-end;
              gap: 10px;
            `}
          >
            <button
              type="button"
              css={ghostButton}
              onClick={() => void handleCopy()}
              data-testid="operator-vendor-key-copy"
            >
              {copied ? t(k('copied')) : t(k('copy'))}
            </button>
            <button
              type="button"
              css={primaryButton}
              onClick={() => store.dismissKey()}
              data-testid="operator-vendor-key-dismiss"
            >
              {t(k('dismiss'))}
            </button>
          </div>
        }
      >
        <p
          css={css`
            margin: 0 0 12px;
            font-size: 14px;
          `}
        >
          {t(k('doneHint'))}
        </p>
        <code
          data-testid="operator-vendor-key"
          css={css`
            display: block;
            padding: 12px 14px;
            border-radius: var(--r-md, 10px);
            border: 1px solid var(--c-border);
            background: var(--c-surface);
            font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
            font-size: 14px;
            letter-spacing: 0.02em;
            overflow-wrap: anywhere;
            user-select: all;
          `}
        >
          {key?.key}
        </code>
      </Modal>
    </div>
  );
});
