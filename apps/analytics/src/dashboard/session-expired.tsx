import type { DashboardKind } from '@waybill/api-client';
import { Button, Card, EmptyState } from '@waybill/ui';
import { reloadDashboard } from '../lib/parent-window';
import { DASHBOARD_ERROR } from './dashboard-texts';
import * as styles from './dashboard.css';
import { space } from './layout';

/**
 * What the frame shows when its token is missing, expired or refused (401): SPEC §8's 'Error loading
 * dashboard', why, and a way back — the portal fetches a fresh address for the same dashboard.
 */
export function SessionExpired({ kind }: { kind: DashboardKind | null }) {
  return (
    <main className={styles.page} style={space.page}>
      <Card padding="large">
        <div className={styles.pageMessage} role="alert">
          <EmptyState
            title={DASHBOARD_ERROR}
            description="The session of this dashboard has expired. Reload the dashboard to see its figures again."
            action={
              <Button variant="primary" onPress={() => reloadDashboard(kind)}>
                Reload dashboard
              </Button>
            }
          />
        </div>
      </Card>
    </main>
  );
}
