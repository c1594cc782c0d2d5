import { useQuery } from '@tanstack/react-query';
import { carrierName } from '@waybill/api-client';
import { Badge, DataTable, Link, type DataTableColumn } from '@waybill/ui';
import { paths } from '../../config/paths';
import { useApi } from '../../lib/api';
import { claimBatchesQuery } from '../../lib/queries';
import { formatCount, formatMoney } from '../control-master/format';
import { formatDay } from '../people/format';
import {
  BATCH_STATE_LABELS,
  batchName,
  claimsByStateText,
  createdByText,
  createdOnText,
  type ClaimBatchSummary,
} from './format';

const columns: DataTableColumn<ClaimBatchSummary>[] = [
  {
    id: 'batch',
    header: 'Batch',
    isRowHeader: true,
    render: (batch) => <Link href={paths.claimBatch.getHref(batch.id)}>{batchName(batch.id)}</Link>,
  },
  { id: 'carrier', header: 'Carrier', accessor: (batch) => carrierName(batch.carrier) },
  {
    id: 'state',
    header: 'State',
    render: (batch) => (
      <Badge tone={batch.state === 'open' ? 'warning' : 'success'}>{BATCH_STATE_LABELS[batch.state]}</Badge>
    ),
  },
  { id: 'created', header: 'Created', accessor: (batch) => createdOnText(batch.createdAt) },
  { id: 'createdBy', header: 'By', accessor: (batch) => createdByText(batch.createdBy) },
  { id: 'submittedOn', header: 'Submitted On', accessor: (batch) => formatDay(batch.submittedOn) },
  { id: 'claims', header: 'Claims', align: 'end', render: (batch) => formatCount(batch.claimCount) },
  {
    id: 'amountClaimed',
    header: 'Amount Claimed',
    align: 'end',
    render: (batch) => formatMoney(batch.amountClaimed),
  },
  {
    id: 'amountCredited',
    header: 'Credited',
    align: 'end',
    render: (batch) => formatMoney(batch.amountCredited),
  },
  { id: 'byState', header: 'Claims by State', accessor: (batch) => claimsByStateText(batch.claimsByState) },
];

/**
 * The Batches tab: every claim batch, the newest first, with its carrier, state, who made it and when, its
 * claims counted by state, what they claim and what the carriers credited; a batch's name opens it.
 */
export function ClaimBatches() {
  const api = useApi();
  const batches = useQuery(claimBatchesQuery(api));
  return (
    <DataTable
      aria-label="Claim batches"
      columns={columns}
      rows={batches.data?.batches ?? []}
      getRowId={(batch) => batch.id}
      isLoading={batches.isPending}
      errorText={batches.isError ? 'An error occurred while fetching the claim batches.' : undefined}
      onRetry={() => void batches.refetch()}
      emptyText="No claim batch yet."
      emptyDescription="Claim eligible packages from the Eligible tab: each batch holds one carrier's claims."
    />
  );
}
