import { useCallback, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { SortDescriptor } from 'react-aria-components';
import { readListResponse, type ControlMasterClient, type ControlMasterRecord } from '@waybill/api-client';
import {
  Button,
  ErrorState,
  PageHeader,
  Pagination,
  SearchField,
  ShowingCount,
  StatCard,
  showingRange,
  useClientSearch,
  usePagination,
  useSortedRows,
} from '@waybill/ui';
import { useApi } from '../../lib/api';
import { profileQueryOptions } from '../../lib/profile';
import { controlMasterClientsQuery, controlsQuery } from '../../lib/queries';
import {
  CONTROL_COLUMNS,
  CONTROL_MASTER_PAGE_SIZE,
  CONTROL_SEARCH_FIELDS,
  NO_FILTERS,
  controlMasterQuery,
  controlTotals,
  emptyTextOf,
  numberControls,
  type ControlMasterFilters as Filters,
  type ControlRow,
} from './control-list';
import { ControlMasterFilters } from './control-master-filters';
import { ControlTable } from './control-table';
import { formatCount, formatWholeDollars } from './format';
import { ImportInvoiceDialog } from './import-invoice-dialog';
import { ImportsInProgressNotice } from './imports-in-progress-notice';
import { OnTimeSummaryDialog } from './on-time-summary-dialog';
import * as layout from '../page-layout.css';
import * as styles from './control-master.css';

const NO_CLIENTS: ControlMasterClient[] = [];

/**
 * The Control Master (/control-master): the carrier invoice files (Control IDs) of the chosen carrier, client
 * and invoice dates, with four summary cards, a search, a sortable table in pages of 15, and each file's
 * On-Time Summary. Platform admins also import carrier files from here, and see the imports in progress.
 */
export default function ControlMasterRoute() {
  const api = useApi();
  const profile = useQuery(profileQueryOptions(api));
  const [isImporting, setIsImporting] = useState(false);
  const [importJobId, setImportJobId] = useState<string | null>(null);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [search, setSearch] = useState('');
  const [summary, setSummary] = useState<{ control: ControlRow | null; isOpen: boolean }>({
    control: null,
    isOpen: false,
  });

  const clients = useQuery({
    ...controlMasterClientsQuery(api),
    select: (body) => readListResponse<ControlMasterClient>(body),
  });
  const controls = useQuery({
    ...controlsQuery(api, controlMasterQuery(filters)),
    select: (body) => numberControls(readListResponse<ControlMasterRecord>(body)),
  });

  const found = useClientSearch(controls.data ?? [], search, CONTROL_SEARCH_FIELDS);
  const sorted = useSortedRows(found, CONTROL_COLUMNS);
  const { pageRows, page, setPage, pageCount } = usePagination(sorted.sortedRows, CONTROL_MASTER_PAGE_SIZE);
  const totals = useMemo(() => controlTotals(found), [found]);
  const { start, end } = showingRange(page, CONTROL_MASTER_PAGE_SIZE, found.length);
  const empty = emptyTextOf(filters, search);

  // Any new filter, search or sort starts again at the first page.
  const changeFilters = (next: Filters) => {
    setFilters(next);
    setPage(1);
  };
  const changeSearch = (next: string) => {
    setSearch(next);
    setPage(1);
  };
  const changeSort = (descriptor: SortDescriptor) => {
    sorted.onSortChange(descriptor);
    setPage(1);
  };
  const openSummary = useCallback((control: ControlRow) => setSummary({ control, isOpen: true }), []);
  const linksUnmappedToList = profile.data?.capabilities.reviewUnmappedReferenceData ?? false;

  return (
    <div className={layout.screen}>
      <PageHeader
        title="Control Master"
        actions={
          profile.data?.capabilities.importInvoiceFiles && (
            <Button onPress={() => setIsImporting(true)}>Import Invoice File</Button>
          )
        }
      />
      {profile.data?.capabilities.importInvoiceFiles && (
        <ImportsInProgressNotice
          onShow={(jobId) => {
            setImportJobId(jobId);
            setIsImporting(true);
          }}
        />
      )}
      <ControlMasterFilters filters={filters} clients={clients.data ?? NO_CLIENTS} onChange={changeFilters} />
      {controls.isError ? (
        <ErrorState
          message="An error occurred while fetching control master data."
          onRetry={() => void controls.refetch()}
          isRetrying={controls.isFetching}
        />
      ) : (
        <>
          <div className={styles.cards}>
            <StatCard label="Total Files" value={formatCount(totals.files)} isLoading={controls.isPending} />
            <StatCard
              label="Total Amount"
              value={formatWholeDollars(totals.amount)}
              isLoading={controls.isPending}
            />
            <StatCard
              label="Total Packages"
              value={formatCount(totals.packages)}
              isLoading={controls.isPending}
            />
            <StatCard
              label="Late Deliveries"
              value={formatCount(totals.lateDeliveries)}
              isLoading={controls.isPending}
            />
          </div>
          <div className={styles.tableBar}>
            <SearchField
              aria-label="Search controls"
              placeholder="Search by Control ID, Invoice Date, Carrier, or Client..."
              value={search}
              onChange={changeSearch}
              className={styles.search}
            />
            {!controls.isPending && (
              <ShowingCount start={start} end={end} total={found.length} noun="controls" />
            )}
          </div>
          <ControlTable
            rows={pageRows}
            isLoading={controls.isPending}
            sortDescriptor={sorted.sortDescriptor}
            onSortChange={changeSort}
            emptyText={empty.text}
            emptyDescription={empty.description}
            onOpenControl={openSummary}
            linksUnmappedToList={linksUnmappedToList}
          />
          <Pagination page={page} pageCount={pageCount} onPageChange={setPage} />
        </>
      )}
      {isImporting && (
        <ImportInvoiceDialog
          jobId={importJobId}
          onClose={() => {
            setIsImporting(false);
            setImportJobId(null);
          }}
        />
      )}
      <OnTimeSummaryDialog
        control={summary.control}
        isOpen={summary.isOpen}
        onClose={() => setSummary((current) => ({ ...current, isOpen: false }))}
        linksUnmappedToList={linksUnmappedToList}
      />
    </div>
  );
}
