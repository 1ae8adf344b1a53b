/**
 * The last line of defence: a page that throws while rendering (data the page did not expect)
 * shows what happened and a way on, instead of React unmounting the whole app to a blank page.
 */
import { Component, type ReactNode } from 'react';

interface State {
  error: Error | null;
}

export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override render() {
    if (!this.state.error) return this.props.children;
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
