import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ApiError, carrierName } from '@waybill/api-client';
import {
  Button,
  DataTable,
  DetailList,
  EmptyState,
  ErrorState,
  Inline,
  Link,
  LinkButton,
  PageHeader,
  SectionCard,
  Spinner,
  Stack,
  Text,
  type DataTableColumn,
} from '@waybill/ui';
import { paths } from '../../config/paths';
import { useApi } from '../../lib/api';
import { claimBatchQuery } from '../../lib/queries';
import { useApiMutation } from '../../lib/use-api-mutation';
import { useInvalidate } from '../../lib/use-invalidate';
import { formatCount, formatMoney } from '../control-master/format';
import { formatDay } from '../people/format';
import * as layout from '../page-layout.css';
import { DenyClaimDialog, DiscardBatchDialog, SubmitBatchDialog } from './batch-dialogs';
import { ClaimStateCell, CreditCell } from './cells';
import { ClaimFileButton } from './claim-file-button';
import {
  BATCH_STATE_LABELS,
  batchName,
  claimActionOf,
  claimsByStateText,
  createdByText,
  createdOnText,
  dayAndTime,
  lateByText,
  parseBatchId,
  type ClaimBatch,
  type RefundClaim,
} from './format';
import * as styles from './refund-claims.css';

/** The dialog the screen has open, if any. */
type Open = { dialog: 'submit' | 'discard' } | { dialog: 'deny'; claim: RefundClaim };

const backToBatches = paths.refundClaims.getHref('batches');

/** The link above the batch back to the list of batches. */
function BackLink() {
  return <Link href={backToBatches}>Back to the batches</Link>;
}

/** Shown for an address of no batch: one discarded, emptied of its claims, or never made. */
function BatchNotFound() {
  return (
    <div className={layout.insetMessage}>
      <EmptyState
        title="No claim batch has this id."
        description="It may have been discarded, or emptied of its claims."
        action={<LinkButton href={backToBatches}>Back to the batches</LinkButton>}
      />
    </div>
  );
}

// What became of each claim and what it is worth come first (its actions follow them), the facts that made the
// package late after: the table is wider than most screens, and scrolls.
const leadingColumns: DataTableColumn<RefundClaim>[] = [
  {
    id: 'trackingNumber',
    header: 'Tracking Number',
    isRowHeader: true,
    render: (claim) => <span className={styles.noWrap}>{claim.trackingNumber}</span>,
  },
  { id: 'client', header: 'Client', accessor: 'organizationName' },
  {
    id: 'amountClaimed',
    header: 'Amount Claimed',
    align: 'end',
    render: (claim) => formatMoney(claim.amountClaimed),
  },
  { id: 'credited', header: 'Credited', align: 'end', render: (claim) => <CreditCell claim={claim} /> },
  { id: 'state', header: 'State', render: (claim) => <ClaimStateCell claim={claim} /> },
];

const factColumns: DataTableColumn<RefundClaim>[] = [
  {
    id: 'invoice',
    header: 'Invoice',
    render: (claim) => (
      <Stack gap="none">
        <span className={styles.noWrap}>{claim.invoiceNumber}</span>
        <Text tone="muted" size="xsmall">
          {formatDay(claim.invoiceDate)}
        </Text>
      </Stack>
    ),
  },
  { id: 'shipDate', header: 'Ship Date', accessor: (claim) => formatDay(claim.shipDate) },
  {
    id: 'commitment',
    header: 'Commitment',
    accessor: (claim) => dayAndTime(claim.commitDate, claim.commitTime),
  },
  {
    id: 'delivered',
    header: 'Delivered',
    accessor: (claim) => dayAndTime(claim.deliveryDate, claim.deliveryTime),
  },
  { id: 'lateBy', header: 'Late By', accessor: (claim) => lateByText(claim.lateByDays) },
  { id: 'lastClaimDay', header: 'Last Claim Day', accessor: (claim) => formatDay(claim.lastClaimDay) },
];

/**
 * The batch's facts: carrier, state, who made it and when, when it was submitted, its claims, what they claim and
 * what the carriers credited.
 */
function batchFacts(batch: ClaimBatch) {
  const byState = claimsByStateText(batch.claimsByState);
  return [
    { term: 'Carrier', description: carrierName(batch.carrier) },
    { term: 'State', description: BATCH_STATE_LABELS[batch.state] },
    {
      term: 'Created',
      description: `${createdOnText(batch.createdAt)} by ${createdByText(batch.createdBy)}`,
    },
    { term: 'Submitted', description: batch.submittedOn ? formatDay(batch.submittedOn) : 'Not yet' },
    {
      term: 'Claims',
      description: byState ? `${formatCount(batch.claimCount)} (${byState})` : formatCount(batch.claimCount),
    },
    {
      term: 'Amount Claimed',
      description:
        batch.claimsByState.expired > 0
          ? `${formatMoney(batch.amountClaimed)}, expired claims left out`
          : formatMoney(batch.amountClaimed),
    },
    { term: 'Amount Credited', description: formatMoney(batch.amountCredited) },
  ];
}

/** One batch once read: its header and actions, its facts, its claims and the dialogs. */
function ClaimBatchScreen({ batch }: { batch: ClaimBatch }) {
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const [open, setOpen] = useState<Open | null>(null);
  const close = () => setOpen(null);
  const isOpen = batch.state === 'open';
  const carrier = carrierName(batch.carrier);

  const claimOf = (packageId: number) => batch.claims.find((claim) => claim.packageId === packageId);
  // The server deletes a batch left without claims: its last claim's removal leaves nothing to show here.
  const isLastClaim = batch.claims.length === 1;
  const remove = useApiMutation('delete', '/refund-claims/batches/{batchId}/claims/{packageId}', {
    errorMessage: 'The claim could not be removed. Please try again.',
    successToast: (_, { params }) => {
      const tracking = claimOf(params.path.packageId)?.trackingNumber ?? 'The package';
      return {
        title: 'Claim removed',
        description: isLastClaim
          ? `${tracking} was the batch's last claim: the batch is discarded, and the package can be claimed again.`
          : `${tracking} can be claimed again while its window is open.`,
      };
    },
    onSuccess: () => {
      if (isLastClaim) void navigate(backToBatches);
      void invalidate(
        '/refund-claims/batches',
        '/refund-claims/eligible',
        ...(isLastClaim ? [] : (['/refund-claims/batches/{batchId}'] as const)),
      );
    },
  });
  const removing = remove.isPending ? remove.variables.params.path.packageId : null;
  const hasActions = batch.claims.some((claim) => claimActionOf(claim, batch) !== undefined);

  const actionsColumn: DataTableColumn<RefundClaim> = {
    id: 'actions',
    header: 'Actions',
    render: (claim) => {
      const action = claimActionOf(claim, batch);
      if (action === 'remove') {
        return (
          <Button
            variant="secondary"
            size="small"
            // The name holds the visible text, busy or not, and tells the rows' buttons apart.
            aria-label={`${removing === claim.packageId ? 'Removing' : 'Remove'} ${claim.trackingNumber}`}
            isPending={removing === claim.packageId}
            isDisabled={remove.isPending}
            onPress={() =>
              remove.mutate({ params: { path: { batchId: batch.id, packageId: claim.packageId } } })
            }
          >
            {removing === claim.packageId ? 'Removing…' : 'Remove'}
          </Button>
        );
      }
      if (action !== 'deny') return null;
      return (
        <Button
          variant="secondary"
          size="small"
          aria-label={`Deny the claim of ${claim.trackingNumber}`}
          onPress={() => setOpen({ dialog: 'deny', claim })}
        >
          Deny…
        </Button>
      );
    },
  };

  return (
    <div className={layout.screen}>
      <BackLink />
      <PageHeader
        title={batchName(batch.id)}
        description={`${carrier} claim batch, ${BATCH_STATE_LABELS[batch.state].toLowerCase()}`}
        actions={
          <Inline gap="small">
            <ClaimFileButton batch={batch} />
            {isOpen && <Button onPress={() => setOpen({ dialog: 'submit' })}>Mark submitted</Button>}
            {isOpen && (
              <Button variant="destructive" onPress={() => setOpen({ dialog: 'discard' })}>
                Discard batch
              </Button>
            )}
          </Inline>
        }
      />
      {isOpen && (
        <Text tone="muted" size="small">
          {`Download the claim file and upload it to ${carrier}'s dispute page, then mark the batch submitted.`}
        </Text>
      )}
      <SectionCard title="Summary">
        <DetailList items={batchFacts(batch)} />
      </SectionCard>
      <SectionCard title="Claims">
        <DataTable
          aria-label="Claims"
          columns={
            hasActions
              ? [...leadingColumns, actionsColumn, ...factColumns]
              : [...leadingColumns, ...factColumns]
          }
          rows={batch.claims}
          getRowId={(claim) => claim.packageId}
          emptyText="This batch has no claims."
        />
      </SectionCard>
      {open?.dialog === 'submit' && <SubmitBatchDialog batch={batch} onClose={close} />}
      {open?.dialog === 'discard' && <DiscardBatchDialog batch={batch} onClose={close} />}
      {open?.dialog === 'deny' && <DenyClaimDialog claim={open.claim} onClose={close} />}
    </div>
  );
}

/** Reads the batch of the address and shows it, or where it is: loading, failed, or not there. */
function ClaimBatchLoader({ batchId }: { batchId: number }) {
  const api = useApi();
  const batch = useQuery(claimBatchQuery(api, batchId));

  if (batch.isPending) {
    return (
      <div className={layout.insetMessage}>
        <Spinner size="large" aria-label="Loading the claim batch" />
      </div>
    );
  }
  if (batch.isError) {
    if (batch.error instanceof ApiError && batch.error.status === 404) return <BatchNotFound />;
    return (
      <div className={layout.screen}>
        <BackLink />
        <ErrorState
          message="An error occurred while fetching the claim batch."
          onRetry={() => void batch.refetch()}
          isRetrying={batch.isFetching}
        />
      </div>
    );
  }
  return <ClaimBatchScreen batch={batch.data} />;
}

/**
 * A claim batch (/refund-claims/batches/{batchId}, platform admins): one carrier's claims with what became of each,
 * and its claim file. An open batch can be marked submitted, discarded, or have claims removed; a submitted claim
 * the carrier denied is recorded with its reason. A claim a later invoice credited shows the credit, and can no
 * longer be removed or denied.
 */
export default function ClaimBatchRoute() {
  const batchId = parseBatchId(useParams().batchId);
  return batchId === undefined ? <BatchNotFound /> : <ClaimBatchLoader key={batchId} batchId={batchId} />;
}
