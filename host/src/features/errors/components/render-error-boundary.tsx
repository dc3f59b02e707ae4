import { Component, type ReactNode } from 'react';
import { ClientError } from '@school/shared/api';
import { ErrorScreen } from '@school/shared/ui';
import { texts } from '../../../texts';

interface Props {
  /** Changes (the path) clear the error, so navigating away recovers. */
  resetKey: string;
  children: ReactNode;
}

/**
 * An unexpected render error shows 'Произошла непредвиденная ошибка…' with a link home;
 * a ClientError carries its own message, which is shown instead.
 */
export class RenderErrorBoundary extends Component<Props, { error: unknown; key: string }> {
  override state = { error: null as unknown, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: { error: unknown; key: string }) {
    return props.resetKey !== state.key ? { error: null, key: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    if (this.state.error) {
      const message = this.state.error instanceof ClientError ? this.state.error.message : texts.renderError;
      return <ErrorScreen message={message} homeHref="/lms/dashboard" />;
    }
    return this.props.children;
  }
}
