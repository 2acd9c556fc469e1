import { Component, type ReactNode } from 'react';
import { RouteError } from './routes/route-error';

type Props = { pathname: string; children: ReactNode };
type State = { error: unknown; pathname: string; failed: boolean };

/**
 * A page that fails to render (or to load its code, after a deploy) shows RouteError instead of a blank screen;
 * going to another page tries again.
 */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined, pathname: this.props.pathname, failed: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps({ pathname }: Props, state: State): Partial<State> | null {
    return pathname === state.pathname ? null : { pathname, error: undefined, failed: false };
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
