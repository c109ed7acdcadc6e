import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useFatalError } from '../state/fatal-error-store';

/** A fatal error during rendering moves the app to the error screen (SPEC 4). */
export class FatalErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('[console] render error', error, info.componentStack);
    const status = (error as { status?: unknown }).status;
    useFatalError.getState().raise({ status: typeof status === 'number' ? status : null, message: error.message });
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
