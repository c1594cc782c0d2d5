import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { LinkButton, PageHeader } from '@waybill/ui';
import { paths } from '../../config/paths';
import * as layout from '../page-layout.css';
import { ClaimBatches } from './claim-batches';
import { EligiblePackages } from './eligible-packages';
import * as styles from './refund-claims.css';
import { UnclaimedCredits } from './unclaimed-credits';

/** The screen's tabs: their address, and their link's text. */
const tabs = [
  { id: 'eligible', label: 'Eligible', href: paths.refundClaims.getHref() },
  { id: 'batches', label: 'Batches', href: paths.refundClaims.getHref('batches') },
  { id: 'credits', label: 'Paid unasked', href: paths.refundClaims.getHref('credits') },
] as const;

type Tab = (typeof tabs)[number]['id'];

/** The tab of the address's `?tab=`, the Eligible tab for none or one the screen does not have. */
const tabOf = (text: string | null): Tab => tabs.find((tab) => tab.id === text)?.id ?? 'eligible';

const panels: Record<Tab, ComponentType> = {
  eligible: EligiblePackages,
  batches: ClaimBatches,
  credits: UnclaimedCredits,
};

/**
 * Refund Claims (/refund-claims, platform admins): late-delivery refunds. The Eligible tab lists the late packages a
 * refund can still be claimed for and puts them into claim batches, one carrier each; the Batches tab
 * (`?tab=batches`) lists the batches, each opening on its claims and claim file; the Paid unasked tab
 * (`?tab=credits`) lists the refunds the carriers credited without a claim.
 */
export default function RefundClaimsRoute() {
  const [searchParams] = useSearchParams();
  const current = tabOf(searchParams.get('tab'));
  const Panel = panels[current];

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
      <Panel />
    </div>
  );
}
