import { useSearchParams } from 'react-router';
import { LinkButton, PageHeader } from '@waybill/ui';
import { paths } from '../../config/paths';
import * as layout from '../page-layout.css';
import { ClaimBatches } from './claim-batches';
import { EligiblePackages } from './eligible-packages';
import * as styles from './refund-claims.css';

/** The screen's tabs: their address, and their link's text. */
const tabs = [
  { id: 'eligible', label: 'Eligible', href: paths.refundClaims.getHref() },
  { id: 'batches', label: 'Batches', href: paths.refundClaims.getHref('batches') },
] as const;

/**
 * Refund Claims (/refund-claims, platform admins): late-delivery refunds. The Eligible tab lists the late packages a
 * refund can still be claimed for and puts them into claim batches, one carrier each; the Batches tab
 * (`?tab=batches`) lists the batches, each opening on its claims and claim file.
 */
export default function RefundClaimsRoute() {
  const [searchParams] = useSearchParams();
  const current = searchParams.get('tab') === 'batches' ? 'batches' : 'eligible';

  return (
    <div className={layout.screen}>
      <PageHeader
        title="Refund Claims"
        description="The carriers refund a late package's charges when its claim reaches them within their window. Put the packages still within it into a batch of one carrier, upload the batch's claim file to the carrier, then mark it submitted."
      />
      <nav aria-label="Refund claims" className={styles.tabs}>
        {tabs.map((tab) => (
          <LinkButton
            key={tab.id}
            href={tab.href}
            variant={tab.id === current ? 'primary' : 'secondary'}
            aria-current={tab.id === current ? 'page' : undefined}
          >
            {tab.label}
          </LinkButton>
        ))}
      </nav>
      {current === 'batches' ? <ClaimBatches /> : <EligiblePackages />}
    </div>
  );
}
