import { Outlet } from 'react-router';
import { Card } from '@waybill/ui';
import * as layout from '../page-layout.css';
import * as styles from './auth-layout.css';

/** The centred card that frames the sign-in and registration screens. */
export default function AuthLayout() {
  return (
    <main className={layout.centredPage}>
      <div className={styles.panel}>
        <Card>
          <Outlet />
        </Card>
      </div>
    </main>
  );
}
