import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Card, ErrorState } from '@waybill/ui';
import { DASHBOARD_ERROR } from '../dashboard/dashboard-texts';
import * as styles from '../dashboard/dashboard.css';
import { space } from '../dashboard/layout';

interface FrameErrorBoundaryState {
  hasFailed: boolean;
}

/**
 * Keeps a drawing that fails (an answer the page cannot show) from blanking the whole frame: SPEC §8's
 * 'Error loading dashboard' with Retry, which draws the page again.
 */
export class FrameErrorBoundary extends Component<{ children: ReactNode }, FrameErrorBoundaryState> {
  override state: FrameErrorBoundaryState = { hasFailed: false };

  static getDerivedStateFromError(): FrameErrorBoundaryState {
    return { hasFailed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.hasFailed) return this.props.children;
    return (
      <main className={styles.page} style={space.page}>
        <Card padding="large">
          <div className={styles.pageMessage}>
            <ErrorState message={DASHBOARD_ERROR} onRetry={() => this.setState({ hasFailed: false })} />
          </div>
        </Card>
      </main>
    );
  }
}
