import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { SLA_GROUPING_LABELS, type DeliveryCommitment } from '@waybill/api-client';
import { DataTable, PageHeader, SearchField, useClientSearch, type DataTableColumn } from '@waybill/ui';
import { useApi } from '../../lib/api';
import { deliveryCommitmentsQuery } from '../../lib/queries';
import * as layout from '../page-layout.css';
import { commitmentName, dueByText, zonesText } from './commitment-format';
import { DeleteDeliveryCommitmentDialog } from './delete-delivery-commitment-dialog';
import { DeliveryCommitmentDialog } from './delivery-commitment-dialog';
import { ImportReferenceFileDialog, ReferenceFileActions, type ReferenceFile } from './reference-files';
import { rowActionsColumn } from './row-actions';

/** A commitment with its SLA group's name, which the search reads. */
type CommitmentRow = DeliveryCommitment & { group: string };

const file: ReferenceFile = { path: '/reference-data/delivery-commitments.csv' };

const searchFields = ['group'] as const satisfies readonly (keyof CommitmentRow)[];

/** The dialog the screen has open, if any. */
type Open = { dialog: 'add' | 'import' } | { dialog: 'edit' | 'delete'; commitment: DeliveryCommitment };

function columnsWith(open: (next: Open) => void): DataTableColumn<CommitmentRow>[] {
  return [
    { id: 'group', header: 'SLA Group', accessor: 'group', isRowHeader: true },
    { id: 'zones', header: 'Zones', accessor: zonesText },
    { id: 'businessDays', header: 'Business Days', accessor: 'businessDays', align: 'end' },
    { id: 'commitTime', header: 'Due By', accessor: (row) => dueByText(row.commitTime) },
    rowActionsColumn<CommitmentRow>({
      nameOf: commitmentName,
      onEdit: (commitment) => open({ dialog: 'edit', commitment }),
      onDelete: (commitment) => open({ dialog: 'delete', commitment }),
    }),
  ];
}

/**
 * Delivery Commitments (/reference-data/commitments, platform admins): when a package of each SLA group is due, in
 * business days after the ship date by zone and by a time of day, the basis of every late verdict and refund; add,
 * edit and delete them. Every change re-derives the packages of the groups it touches.
 */
export default function DeliveryCommitmentsRoute() {
  const api = useApi();
  const commitments = useQuery(deliveryCommitmentsQuery(api));
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<Open | null>(null);
  const rows = useMemo(
    () =>
      (commitments.data?.commitments ?? []).map((commitment) => ({
        ...commitment,
        group: SLA_GROUPING_LABELS[commitment.slaGrouping],
      })),
    [commitments.data],
  );
  const shown = useClientSearch(rows, search, searchFields);
  const close = () => setOpen(null);

  return (
    <div className={layout.screen}>
      <PageHeader
        title="Delivery Commitments"
        description="When a package is due: business days after the ship date (weekends skipped) by SLA group and zone, by a time of day. A row without zones covers every zone no other row of its group covers."
        actions={
          <ReferenceFileActions
            file={file}
            addLabel="Add Commitment"
            onImport={() => setOpen({ dialog: 'import' })}
            onAdd={() => setOpen({ dialog: 'add' })}
          />
        }
      />
      <div className={layout.toolbar}>
        <SearchField
          aria-label="Search SLA groups"
          placeholder="Search SLA groups..."
          value={search}
          onChange={setSearch}
        />
      </div>
      <DataTable
        aria-label="Delivery commitments"
        columns={columnsWith(setOpen)}
        rows={shown}
        getRowId={(row) => row.id}
        isLoading={commitments.isPending}
        errorText={
          commitments.isError ? 'An error occurred while fetching the delivery commitments.' : undefined
        }
        onRetry={() => void commitments.refetch()}
        emptyText={search ? 'No SLA group has a name like that.' : 'There are no delivery commitments.'}
      />
      {open?.dialog === 'add' && <DeliveryCommitmentDialog onClose={close} />}
      {open?.dialog === 'edit' && <DeliveryCommitmentDialog commitment={open.commitment} onClose={close} />}
      {open?.dialog === 'import' && <ImportReferenceFileDialog file={file} onClose={close} />}
      {open?.dialog === 'delete' && (
        <DeleteDeliveryCommitmentDialog commitment={open.commitment} onClose={close} />
      )}
    </div>
  );
}
