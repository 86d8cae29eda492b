/**
 * Catches a center page that failed to load or render (a lost chunk, a bug) and shows a visible,
 * localised message with a retry, instead of blanking the whole overlay.
 */
import { css } from '@emotion/react';
import { Component, type ReactNode } from 'react';
import { ghostButton } from '../../components/styles';

interface Props {
  /** Resets the boundary when it changes (another page). */
  page: string;
  message: string;
  retryLabel: string;
  children?: ReactNode;
}

export class PageBoundary extends Component<Props, { failed: boolean; page: string }> {
  override state = { failed: false, page: this.props.page };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: { failed: boolean; page: string }) {
    return props.page === state.page ? null : { failed: false, page: props.page };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div
        role="alert"
        css={css`
          display: grid;
          gap: 12px;
          justify-items: start;
          padding: 24px 0;
          color: var(--c-muted);
        `}
      >
        <p
          css={css`
            margin: 0;
          `}
        >
          {this.props.message}
        </p>
        <button type="button" css={ghostButton} onClick={() => this.setState({ failed: false })}>
          {this.props.retryLabel}
        </button>
      </div>
    );
  }
}
