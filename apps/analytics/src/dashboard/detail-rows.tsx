import { useState } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import type { SortDescriptor } from 'react-aria-components';
import { carrierName, type components, type DetailKind } from '@waybill/api-client';
import { Button, Card, DataTable, Heading, ShowingCount, type DataTableColumn } from '@waybill/ui';
import { useFrameApi } from '../lib/api';
import { categoryName } from '../lib/category-names';
import { formatValue } from '../lib/figures';
import { rowsFilterQuery, type DashboardFilters, type RowsQuery } from '../lib/filters';
import { DASHBOARD_ERROR } from './dashboard-texts';
import * as styles from './dashboard.css';
import { space } from './layout';

type AccessorialRow = components['schemas']['AccessorialRow'];
type DiscountRow = components['schemas']['DiscountRow'];
type SortColumn = NonNullable<RowsQuery['sort']>;

/** How many rows a page holds. */
export const ROWS_PAGE_SIZE = 100;

const money = (value: number | null) => formatValue(value, 'money');
const text = (value: string | null) => value ?? '—';
const date = (value: string) => <span className={styles.date}>{value}</span>;

/** A column of the detail table; `id` is the `sort` the server orders by when it is sortable. */
type Column<Row> = DataTableColumn<Row> & { id: SortColumn | string };

const ACCESSORIAL_COLUMNS: Column<AccessorialRow>[] = [
  {
    id: 'trackingNumber',
    header: 'Tracking number',
    isSortable: true,
    render: (row) => text(row.trackingNumber),
  },
  { id: 'carrier', header: 'Carrier', render: (row) => carrierName(row.carrier) },
  { id: 'invoiceNumber', header: 'Invoice number', accessor: 'invoiceNumber' },
  {
    id: 'invoiceDate',
    header: 'Invoice date',
    isSortable: true,
    render: (row) => date(row.invoiceDate),
  },
  { id: 'shipDate', header: 'Ship date', isSortable: true, render: (row) => date(row.shipDate) },
  { id: 'service', header: 'Service', isSortable: true, render: (row) => text(row.service) },
  {
    id: 'slaGrouping',
    header: 'SLA group',
    render: (row) => text(row.slaGrouping && categoryName('slaGrouping', row.slaGrouping)),
  },
  { id: 'senderState', header: 'Sender state', isSortable: true, render: (row) => text(row.senderState) },
  { id: 'receiverState', header: 'Receiver state', render: (row) => text(row.receiverState) },
  { id: 'chargeDescription', header: 'Charge', isSortable: true, accessor: 'chargeDescription' },
  {
    id: 'unifiedChargeGrouping',
    header: 'Grouping',
    isSortable: true,
    render: (row) => categoryName('unifiedChargeGrouping', row.unifiedChargeGrouping),
  },
  { id: 'gross', header: 'Gross', align: 'end', render: (row) => money(row.gross) },
  { id: 'incentive', header: 'Incentive', align: 'end', render: (row) => money(row.incentive) },
  { id: 'net', header: 'Net', align: 'end', isSortable: true, render: (row) => money(row.net) },
];

const DISCOUNT_COLUMNS: Column<DiscountRow>[] = [
  { id: 'trackingNumber', header: 'Tracking number', isSortable: true, accessor: 'trackingNumber' },
  { id: 'carrier', header: 'Carrier', render: (row) => carrierName(row.carrier) },
  { id: 'shipDate', header: 'Ship date', isSortable: true, render: (row) => date(row.shipDate) },
  { id: 'service', header: 'Service', isSortable: true, render: (row) => text(row.service) },
  {
    id: 'slaGrouping',
    header: 'SLA group',
    render: (row) => text(row.slaGrouping && categoryName('slaGrouping', row.slaGrouping)),
  },
  { id: 'zone', header: 'Zone', isSortable: true, render: (row) => text(row.zone) },
  {
    id: 'billedLb',
    header: 'Billed lb',
    align: 'end',
    isSortable: true,
    render: (row) => formatValue(row.billedLb, 'weight'),
  },
  { id: 'gross', header: 'Gross', align: 'end', isSortable: true, render: (row) => money(row.gross) },
  {
    id: 'contractedPct',
    header: 'Contracted %',
    align: 'end',
    isSortable: true,
    render: (row) => formatValue(row.contractedPct, 'percent'),
  },
  {
    id: 'expectedIncentive',
    header: 'Expected incentive',
    align: 'end',
    render: (row) => money(row.expectedIncentive),
  },
  {
    id: 'actualIncentive',
    header: 'Actual incentive',
    align: 'end',
    render: (row) => money(row.actualIncentive),
  },
  {
    id: 'variance',
    header: 'Variance',
    align: 'end',
    isSortable: true,
    render: (row) => money(row.variance),
  },
  { id: 'underDiscounted', header: 'Flag', render: (row) => (row.underDiscounted ? 'Under-discounted' : '') },
];

const TITLES: Record<DetailKind, string> = {
  accessorials_detail: 'Accessorial charge rows',
  discount_monitoring_detail: 'Freight charge rows against the contract',
};

export interface DetailRowsProps {
  kind: DetailKind;
  filters: DashboardFilters;
  dataRange: { first: string; last: string } | null;
}

/**
 * The rows of a detail dashboard, a page of 100 at a time (keyset: Next page asks for the rows after the last one
 * shown, and Previous page goes back to the cursor before), sorted by the server on any sortable column, filtered
 * like the rest of the page.
 */
export default function DetailRows({ kind, filters, dataRange }: DetailRowsProps) {
  const { $api } = useFrameApi();
  const [sort, setSort] = useState<SortDescriptor | undefined>();
  const query: RowsQuery = {
    ...rowsFilterQuery(filters, dataRange),
    limit: ROWS_PAGE_SIZE,
    ...(sort && {
      sort: sort.column as SortColumn,
      order: sort.direction === 'ascending' ? 'asc' : 'desc',
    }),
  };
  // The pages after the first that were opened, each with the cursor that asks for it and how many rows come
  // before it: Previous goes back one.
  const [cursors, setCursors] = useState<readonly { cursor: string; rowsBefore: number }[]>([]);
  const [restartKey, setRestartKey] = useState(JSON.stringify(query));
  // A new sort or filter starts again from the first page.
  if (restartKey !== JSON.stringify(query)) {
    setRestartKey(JSON.stringify(query));
    setCursors([]);
  }
  const { cursor, rowsBefore = 0 } = cursors.at(-1) ?? {};
  const page = $api.useQuery(
    'get',
    '/analytics/rows',
    { params: { query: cursor ? { ...query, cursor } : query } },
    { placeholderData: keepPreviousData },
  );
  const rows = page.data?.rows ?? [];
  const totals = page.data?.totals;
  const firstRow = rowsBefore + 1;
  const title = TITLES[kind];

  const tableProps = {
    'aria-label': title,
    getRowId: (row: { id: string }) => row.id,
    sortDescriptor: sort,
    onSortChange: setSort,
    isLoading: page.isPending,
    loadingStyle: 'skeleton' as const,
    errorText: page.isError ? DASHBOARD_ERROR : undefined,
    onRetry: () => void page.refetch(),
  };
  const table =
    kind === 'accessorials_detail' ? (
      <DataTable
        {...tableProps}
        columns={ACCESSORIAL_COLUMNS}
        rows={rows as AccessorialRow[]}
        emptyText="No accessorial charges in this period"
      />
    ) : (
      <DataTable
        {...tableProps}
        columns={DISCOUNT_COLUMNS}
        rows={rows as DiscountRow[]}
        emptyText="No freight charges in this period"
      />
    );

  return (
    <Card as="section" padding="medium" aria-label={title}>
      <Heading level={2} size="small">
        {title}
      </Heading>
      {table}
      {totals && rows.length > 0 && (
        <div className={styles.rowsFooter} style={space.group}>
          <ShowingCount
            start={firstRow}
            end={firstRow + rows.length - 1}
            total={totals.count}
            noun="charges"
          />
          <p>
            {kind === 'accessorials_detail'
              ? 'Net of all these charges: '
              : 'Variance of all these charges: '}
            {money(totals.amount)}
          </p>
          <div className={styles.pager} style={space.chips}>
            <Button
              variant="secondary"
              isDisabled={cursors.length === 0 || page.isFetching}
              onPress={() => setCursors((current) => current.slice(0, -1))}
            >
              Previous page
            </Button>
            <Button
              variant="secondary"
              isDisabled={!page.data?.nextCursor || page.isPlaceholderData}
              isPending={page.isFetching && page.isPlaceholderData}
              onPress={() => {
                const next = page.data?.nextCursor;
                if (next)
                  setCursors((current) => [
                    ...current,
                    { cursor: next, rowsBefore: rowsBefore + rows.length },
                  ]);
              }}
            >
              Next page
            </Button>
          </div>
        </div>
      )}
    </Card>
  );
}
