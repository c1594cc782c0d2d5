import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { GuaranteeWaiver } from '@waybill/api-client';
import {
  Button,
  DataTable,
  PageHeader,
  SearchField,
  useClientSearch,
  type DataTableColumn,
} from '@waybill/ui';
import { useApi } from '../../lib/api';
import { guaranteeWaiversQuery } from '../../lib/queries';
import { formatDay } from '../people/format';
import * as layout from '../page-layout.css';
import { DeleteGuaranteeWaiverDialog } from './delete-guarantee-waiver-dialog';
import { carrierOrBothText } from './format';
import { GuaranteeWaiverDialog } from './guarantee-waiver-dialog';
import { rowActionsColumn } from './row-actions';
import { WAIVER_REASON_LABELS, waiverName, waiverOrganizationText } from './waiver-format';

/** A waiver with the texts of its Carrier, Organization and Reason cells, which the search reads. */
type WaiverRow = GuaranteeWaiver & { carrierText: string; organization: string; reasonText: string };

const searchFields = ['note', 'organization', 'reasonText'] as const satisfies readonly (keyof WaiverRow)[];

/** The dialog the screen has open, if any. */
type Open = { dialog: 'add' } | { dialog: 'edit' | 'delete'; waiver: GuaranteeWaiver };

function columnsWith(open: (next: Open) => void): DataTableColumn<WaiverRow>[] {
  return [
    { id: 'startsOn', header: 'From', accessor: (row) => formatDay(row.startsOn), isRowHeader: true },
    { id: 'endsOn', header: 'To', accessor: (row) => formatDay(row.endsOn) },
    { id: 'carrier', header: 'Carrier', accessor: 'carrierText' },
    { id: 'organization', header: 'Organization', accessor: 'organization' },
    { id: 'reason', header: 'Reason', accessor: 'reasonText' },
    { id: 'note', header: 'Note', accessor: (row) => row.note ?? '' },
    rowActionsColumn<WaiverRow>({
      nameOf: (row) => waiverName(row),
      onEdit: (waiver) => open({ dialog: 'edit', waiver }),
      onDelete: (waiver) => open({ dialog: 'delete', waiver }),
    }),
  ];
}

/**
 * Guarantee Waivers (/reference-data/guarantee-waivers, platform admins): the periods a carrier suspended its
 * money-back guarantee, for one organization's contract or for all, newest first; add, edit and delete them. A late
 * package in transit during a waiver is exempt, not refund-eligible; every change re-derives those packages.
 */
export default function GuaranteeWaiversRoute() {
  const api = useApi();
  const waivers = useQuery(guaranteeWaiversQuery(api));
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<Open | null>(null);
  const rows = useMemo(
    () =>
      (waivers.data?.waivers ?? []).map((waiver) => ({
        ...waiver,
        carrierText: carrierOrBothText(waiver.carrier),
        organization: waiverOrganizationText(waiver.organizationName),
        reasonText: WAIVER_REASON_LABELS[waiver.reason],
      })),
    [waivers.data],
  );
  const shown = useClientSearch(rows, search, searchFields);
  const close = () => setOpen(null);

  return (
    <div className={layout.screen}>
      <PageHeader
        title="Guarantee Waivers"
        description="The days a carrier suspended its money-back guarantee, for one organization's contract or for all: for weather, a holiday peak or a contract term. A late package in transit during a waiver (shipped on or before its last day, due on or after its first) is exempt: it is not refund-eligible."
        actions={<Button onPress={() => setOpen({ dialog: 'add' })}>Add Waiver</Button>}
      />
      <div className={layout.toolbar}>
        <SearchField label="Search" placeholder="Search waivers..." value={search} onChange={setSearch} />
      </div>
      <DataTable
        aria-label="Guarantee waivers"
        columns={columnsWith(setOpen)}
        rows={shown}
        getRowId={(row) => row.id}
        isLoading={waivers.isPending}
        errorText={waivers.isError ? 'An error occurred while fetching the guarantee waivers.' : undefined}
        onRetry={() => void waivers.refetch()}
        emptyText={
          search
            ? 'No waiver has a note, organization or reason like that.'
            : 'There are no guarantee waivers.'
        }
      />
      {open?.dialog === 'add' && <GuaranteeWaiverDialog onClose={close} />}
      {open?.dialog === 'edit' && <GuaranteeWaiverDialog waiver={open.waiver} onClose={close} />}
      {open?.dialog === 'delete' && <DeleteGuaranteeWaiverDialog waiver={open.waiver} onClose={close} />}
    </div>
  );
}
