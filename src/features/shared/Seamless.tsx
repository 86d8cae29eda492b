/**
 * /seamless: the seamless game page (spec section 2; a game page, so the side menu is hidden).
 * `?nodeId=..` (or `?vassalage=..[&gameCode=..]`, `&mode=real|trial`) launches the game and plays it
 * in a frame of the page, with back-to-lobby, reload and open-in-a-new-window. Refusals show the
 * localised notice (src/stores/gameLaunch.ts). A lottery page passes `place` (docs/lottery.md
 * sections 5 and 6: the launch's `view` and `back` path), which wins over the query's. Lazy chunk Seamless.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Icon } from '../../components/Icon';
import { ghostButton, primaryButton } from '../../components/styles';
import { useStores } from '../../stores';
import { useContentStores } from './useContentStores';
import {
  launchFailureKey,
  showLaunchFailure,
  targetFromQuery,
  type LaunchInfo,
  type LaunchPlace,
} from '../../stores/gameLaunch';

type State =
  { kind: 'loading' } | { kind: 'ready'; info: LaunchInfo } | { kind: 'failed'; key: string } | { kind: 'none' };

const bar = css`
  display: flex;
  align-items: center;
  gap: 10px;
  padding: 10px 14px;
  border-radius: var(--r-lg) var(--r-lg) 0 0;
  background: linear-gradient(90deg, var(--c-surface-2), var(--c-surface));
  border: 1px solid var(--c-border);
  border-bottom: none;
`;

const frame = css`
  display: block;
  width: 100%;
  height: calc(100vh - 190px);
  min-height: 520px;
  border: 1px solid var(--c-border);
  border-radius: 0 0 var(--r-lg) var(--r-lg);
  background: var(--c-shade);
`;

export default observer(function Seamless({ place }: { place?: LaunchPlace } = {}) {
  const { t } = useTranslation();
  const { ui } = useStores();
  const { games } = useContentStores();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [reloads, setReloads] = useState(0);
  const fromQuery = targetFromQuery(query);
  const target = fromQuery && place ? { ...fromQuery, ...place } : fromQuery;
  const mode = query.get('mode') === 'trial' ? 'trial' : 'real';
  const targetKey = JSON.stringify(target);

  const launch = useCallback(async () => {
    const parsed = targetKey === 'null' ? null : (JSON.parse(targetKey) as NonNullable<typeof target>);
    if (!parsed) return setState({ kind: 'none' });
    setState({ kind: 'loading' });
    try {
      const info = await games.launchInPage(parsed, mode, ui.lang);
      setState({ kind: 'ready', info });
    } catch (err) {
      showLaunchFailure(ui, err);
      setState({ kind: 'failed', key: launchFailureKey(err) });
    }
  }, [games, ui, targetKey, mode]);

  useEffect(() => {
    void launch();
  }, [launch, ui.lang]);

  const handleNewWindow = () => {
    if (!target) return;
    void games.openGame(target, mode, ui, { refreshRecent: false });
  };

  return (
    <div
      data-testid="seamless-page"
      css={css`
        display: flex;
        flex-direction: column;
      `}
    >
      <div css={bar}>
        <button type="button" css={ghostButton} onClick={() => void navigate(-1)}>
          <Icon name="home" size={14} />
          {t('play.seamless.back')}
        </button>
        <h1
          css={css`
            flex: 1;
            margin: 0;
            font-size: 16px;
            font-weight: 800;
            text-align: center;
          `}
        >
          {state.kind === 'ready' ? state.info.displayName : t('play.seamless.title')}
          {mode === 'trial' ? (
            <span
              css={css`
                margin-left: 8px;
                font-size: 12px;
                color: var(--c-accent);
              `}
            >
              {t('play.seamless.trial')}
            </span>
          ) : null}
        </h1>
        <button
          type="button"
          css={ghostButton}
          onClick={() => setReloads((n) => n + 1)}
          disabled={state.kind !== 'ready'}
        >
          {t('play.seamless.reload')}
        </button>
        <button type="button" css={primaryButton} onClick={handleNewWindow} disabled={!target}>
          {t('play.seamless.newWindow')}
        </button>
      </div>
      {state.kind === 'ready' ? (
        <iframe
          key={reloads}
          title={state.info.displayName}
          src={state.info.url}
          css={frame}
          allow="autoplay; fullscreen"
          referrerPolicy="no-referrer"
        />
      ) : (
        <div
          css={[
            frame,
            css`
              display: flex;
              align-items: center;
              justify-content: center;
              color: var(--c-muted);
              font-size: 15px;
            `,
          ]}
          role={state.kind === 'failed' ? 'alert' : 'status'}
        >
          {state.kind === 'loading'
            ? t('play.seamless.loading')
            : state.kind === 'none'
              ? t('play.seamless.noGame')
              : t(state.key)}
        </div>
      )}
    </div>
  );
});
