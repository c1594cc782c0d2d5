import { Badge, Inline, Stack, Text } from '@waybill/ui';
import { formatDay } from '../people/format';
import {
  CLAIM_STATE_LABELS,
  CLAIM_STATE_TONES,
  creditedText,
  daysLeftText,
  exemptionText,
  urgencyText,
  type RefundClaim,
} from './format';
import * as styles from './refund-claims.css';

/** The days left to claim a package, marked in words when its window is about to close. */
export function DaysLeftCell({ daysLeft }: { daysLeft: number }) {
  const urgency = urgencyText(daysLeft);
  return (
    <Inline gap="xsmall">
      <span className={styles.noWrap}>{daysLeftText(daysLeft)}</span>
      {urgency && <Badge tone="danger">{urgency}</Badge>}
    </Inline>
  );
}

/**
 * A claim's state, with the day it was submitted or the carrier's reason for denying it, and why its package is no
 * longer refund-eligible when an exemption came after it was claimed.
 */
export function ClaimStateCell({
  claim,
}: {
  claim: Pick<RefundClaim, 'state' | 'submittedOn' | 'deniedReason' | 'exemption'>;
}) {
  const submitted = claim.submittedOn && formatDay(claim.submittedOn);
  let detail: string | null = null;
  if (claim.state === 'denied') detail = claim.deniedReason;
  else if (submitted) detail = claim.state === 'submitted' ? `on ${submitted}` : `Submitted ${submitted}`;
  return (
    <Stack gap="xxsmall">
      <span>
        <Badge tone={CLAIM_STATE_TONES[claim.state]}>{CLAIM_STATE_LABELS[claim.state]}</Badge>
      </span>
      {detail && (
        <Text tone="muted" size="xsmall">
          {detail}
        </Text>
      )}
      {claim.exemption && (
        <Text tone="danger" size="xsmall">
          {exemptionText(claim.exemption)}
        </Text>
      )}
    </Stack>
  );
}

/** What the carrier credited a claim, '(partial)' when less than was claimed, over the invoice that credited it. */
export function CreditCell({ claim }: { claim: Pick<RefundClaim, 'credit' | 'amountClaimed'> }) {
  if (!claim.credit) return null;
  return (
    <Stack gap="none">
      <span className={styles.noWrap}>{creditedText(claim.credit, claim.amountClaimed)}</span>
      <Text tone="muted" size="xsmall" className={styles.noWrap}>
        {claim.credit.invoiceNumber}
      </Text>
    </Stack>
  );
}
