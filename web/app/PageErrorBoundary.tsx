/**
 * The last line of defence: a page that throws while rendering (data the page did not expect)
 * shows what happened and a way on, instead of React unmounting the whole app to a blank page.
 */
import { Component, type ReactNode } from 'react';
import { reloadIfStaleBuild } from './stale-build';

interface State {
  error: Error | null;
  /** The error is an older build's missing code file: the page is reloading for the new one. */
  reloading: boolean;
}

export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null, reloading: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown): void {
    if (reloadIfStaleBuild(error)) this.setState({ reloading: true });
  }

  override render() {
    if (!this.state.error) return this.props.children;
    if (this.state.reloading) {
      return (
        <main className="page">
          <p className="status-line" role="status">
            This site was just updated: loading the new version…
          </p>
        </main>
      );
    }
    return (
      <main className="page">
        <h1>Something went wrong</h1>
        <p className="error" role="alert">
          This page could not be shown: {this.state.error.message}
        </p>
        <p>
          {/* A full load, not in-app navigation: the app's state may be what broke. */}
          <a href="/">Go to the lobby</a> or <a href={window.location.href}>reload this page</a>.
        </p>
      </main>
    );
  }
}
