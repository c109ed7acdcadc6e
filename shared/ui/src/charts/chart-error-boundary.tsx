import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** What shows in the chart's place when it cannot load or draw. */
  fallback: ReactNode;
  /** Names the chart in the console's log ('kakao statistics', 'dashboard sends'). */
  name: string;
  children: ReactNode;
}

/**
 * Keeps the page when a chart cannot load or draw (its chunk or the shared charts library failed):
 * the figures beside it stay, only the chart's place shows why.
 */
export class ChartErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`[console] the ${this.props.name} chart failed`, error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
