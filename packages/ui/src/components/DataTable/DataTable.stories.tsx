import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within, type Mock } from 'storybook/test';
import { Pagination, usePagination } from '../Pagination/Pagination';
import {
  DataTable,
  ShowingCount,
  showingRange,
  useClientSearch,
  useSortedRows,
  type DataTableColumn,
} from './DataTable';

interface Parcel {
  id: string;
  controlId: string;
  carrier: string;
  amount: number | null;
  invoiceDate: string | null;
}

const PARCELS: Parcel[] = [
  { id: 'p1', controlId: 'CTL-1002', carrier: 'ups', amount: 250.5, invoiceDate: '2026-10-04' },
  { id: 'p2', controlId: 'CTL-1001', carrier: 'fedex', amount: null, invoiceDate: '2026-09-12' },
  { id: 'p3', controlId: 'CTL-1010', carrier: 'fedex', amount: 18, invoiceDate: null },
  { id: 'p4', controlId: 'CTL-1003', carrier: 'ups', amount: 1200, invoiceDate: '2026-11-01' },
];

const COLUMNS: DataTableColumn<Parcel>[] = [
  { id: 'controlId', header: 'Control ID', accessor: 'controlId', isSortable: true },
  { id: 'carrier', header: 'Carrier', accessor: 'carrier', isSortable: true },
  {
    id: 'amount',
    header: 'Amount',
    accessor: 'amount',
    render: (parcel) => (parcel.amount === null ? '—' : `$${parcel.amount.toFixed(2)}`),
    isSortable: true,
    align: 'end',
  },
  { id: 'invoiceDate', header: 'Invoice Date', accessor: 'invoiceDate', isSortable: true },
];

/** The table with its row type fixed, so stories can pass typed rows and columns. */
const ParcelTable = DataTable<Parcel>;

const meta = {
  title: 'Components/DataTable',
  component: ParcelTable,
  args: {
    'aria-label': 'Parcels',
    columns: COLUMNS,
    rows: PARCELS,
    getRowId: (parcel) => parcel.id,
  },
  argTypes: {
    selectionMode: { control: 'inline-radio', options: ['none', 'multiple'] },
    loadingStyle: { control: 'inline-radio', options: ['spinner', 'skeleton'] },
  },
} satisfies Meta<typeof ParcelTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The text of one column in every data row, top to bottom. */
function columnTexts(canvasElement: HTMLElement, columnIndex: number) {
  const table = within(canvasElement).getByRole('grid', { name: 'Parcels' });
  const [, ...dataRows] = within(table).getAllByRole('row');
  return dataRows.map(
    (row) => row.querySelectorAll('[role="rowheader"], [role="gridcell"]')[columnIndex]?.textContent,
  );
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('grid', { name: 'Parcels' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Control ID▲', 'Carrier▲', 'Amount▲', 'Invoice Date▲']);
    await expect(within(table).getAllByRole('row')).toHaveLength(5);
    await expect(within(table).getByRole('rowheader', { name: 'CTL-1002' })).toBeVisible();
    await expect(columnTexts(canvasElement, 2)).toEqual(['$250.50', '—', '$18.00', '$1200.00']);
  },
};

export const Sortable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const amount = canvas.getByRole('columnheader', { name: /Amount/ });
    await userEvent.click(amount);
    await expect(amount).toHaveAttribute('aria-sort', 'ascending');
    await expect(columnTexts(canvasElement, 2)).toEqual(['$18.00', '$250.50', '$1200.00', '—']);

    await userEvent.click(amount);
    await expect(amount).toHaveAttribute('aria-sort', 'descending');
    await expect(columnTexts(canvasElement, 2)).toEqual(['$1200.00', '$250.50', '$18.00', '—']);

    const controlId = canvas.getByRole('columnheader', { name: /Control ID/ });
    await userEvent.click(controlId);
    await expect(controlId).toHaveAttribute('aria-sort', 'ascending');
    await expect(amount).not.toHaveAttribute('aria-sort', 'descending');
    await expect(columnTexts(canvasElement, 0)).toEqual(['CTL-1001', 'CTL-1002', 'CTL-1003', 'CTL-1010']);

    const invoiceDate = canvas.getByRole('columnheader', { name: /Invoice Date/ });
    await userEvent.click(invoiceDate);
    await userEvent.click(invoiceDate);
    await expect(columnTexts(canvasElement, 3)).toEqual(['2026-11-01', '2026-10-04', '2026-09-12', '']);
  },
};

export const SortWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}{Enter}');
    const controlId = within(canvasElement).getByRole('columnheader', { name: /Control ID/ });
    await expect(controlId).toHaveAttribute('aria-sort', 'ascending');
  },
};

export const WithSelection: Story = {
  args: { selectionMode: 'multiple', onSelectionChange: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const selectAll = canvas.getByRole('checkbox', { name: 'Select All' });
    await expect(selectAll).not.toBeChecked();

    // Each row checkbox is named after the row header: 'Select CTL-1002'.
    const rowBoxes = canvas.getAllByRole('checkbox', { name: /^Select CTL-/ });
    await expect(rowBoxes).toHaveLength(4);
    await userEvent.click(rowBoxes[0]!);
    await expect(rowBoxes[0]).toBeChecked();
    await expect(selectAll).toBePartiallyChecked();
    const lastSelection = (args.onSelectionChange as Mock).mock.lastCall?.[0];
    await expect([...lastSelection]).toEqual(['p1']);
    await expect(canvas.getAllByRole('row', { selected: true })).toHaveLength(1);

    await userEvent.click(selectAll);
    await expect(selectAll).toBeChecked();
    for (const box of rowBoxes) await expect(box).toBeChecked();

    await userEvent.click(selectAll);
    await expect(selectAll).not.toBeChecked();
    await expect(canvas.queryAllByRole('row', { selected: true })).toHaveLength(0);
  },
};

export const ControlledSelection: Story = {
  args: { selectionMode: 'multiple', selectedKeys: new Set(['p2', 'p3']) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Select All' })).toBePartiallyChecked();
    await expect(canvas.getAllByRole('row', { selected: true })).toHaveLength(2);
  },
};

export const RowAction: Story = {
  args: { onRowAction: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('rowheader', { name: 'CTL-1010' }));
    await expect(args.onRowAction).toHaveBeenCalledWith('p3');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onRowAction).toHaveBeenLastCalledWith('p4');
  },
};

const TOTAL: Parcel = { id: 'total', controlId: 'Total', carrier: '', amount: 1468.5, invoiceDate: null };

export const WithTotalRow: Story = {
  args: { totalRow: TOTAL, selectionMode: 'multiple', onRowAction: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // Column 0 holds the checkboxes.
    await expect(columnTexts(canvasElement, 1)).toEqual([
      'CTL-1002',
      'CTL-1001',
      'CTL-1010',
      'CTL-1003',
      'Total',
    ]);

    // Sorting orders the rows above it; the total stays last.
    const amount = canvas.getByRole('columnheader', { name: /Amount/ });
    await userEvent.click(amount);
    await userEvent.click(amount);
    await expect(columnTexts(canvasElement, 1)).toEqual([
      'CTL-1003',
      'CTL-1002',
      'CTL-1010',
      'CTL-1001',
      'Total',
    ]);

    // Select all selects the rows, never the total, which has no checkbox and no action.
    await expect(canvas.getAllByRole('checkbox', { name: /^Select CTL-/ })).toHaveLength(4);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select All' }));
    await expect(canvas.getAllByRole('row', { selected: true })).toHaveLength(4);
    await userEvent.click(canvas.getByRole('rowheader', { name: 'Total' }));
    await expect(args.onRowAction).not.toHaveBeenCalled();
    await expect(canvas.getAllByRole('row', { selected: true })).toHaveLength(4);
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
    await expect(canvas.queryByText('CTL-1002')).not.toBeInTheDocument();
    await expect(canvas.getByRole('grid', { name: 'Parcels' }).closest('[aria-busy]')).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const LoadingSkeleton: Story = {
  args: { isLoading: true, loadingStyle: 'skeleton', skeletonRows: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading')).toBeInTheDocument();
    await expect(canvas.queryByText('CTL-1002')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { rows: [], emptyText: 'No summary data found for this control ID.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No summary data found for this control ID.')).toBeVisible();
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(4);
  },
};

export const EmptyWithDescription: Story = {
  args: {
    rows: [],
    totalRow: TOTAL,
    emptyText: 'No records found',
    emptyDescription: 'Try adjusting your search criteria',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No records found')).toBeVisible();
    await expect(canvas.getByText('Try adjusting your search criteria')).toBeVisible();
    await expect(canvas.queryByRole('rowheader', { name: 'Total' })).not.toBeInTheDocument();
  },
};

export const Error: Story = {
  args: { errorText: 'An error occurred while fetching control master data.', onRetry: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('An error occurred while fetching control master data.')).toBeVisible();
    await expect(canvas.queryByRole('grid')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

const MANY_PARCELS: Parcel[] = Array.from({ length: 23 }, (_, index) => ({
  id: `m${index + 1}`,
  controlId: `CTL-${2001 + index}`,
  carrier: index % 3 === 0 ? 'fedex' : 'ups',
  amount: index % 5 === 0 ? null : (index * 37) % 500,
  invoiceDate: `2026-10-${String((index % 28) + 1).padStart(2, '0')}`,
}));
const SEARCH_FIELDS = ['controlId', 'carrier'] as const satisfies (keyof Parcel)[];

/** Search, sort, page and count together, as a list screen wires them; any change goes back to page 1. */
function SearchSortPage() {
  const [query, setQuery] = useState('');
  const found = useClientSearch(MANY_PARCELS, query, SEARCH_FIELDS);
  const { sortedRows, sortDescriptor, onSortChange } = useSortedRows(found, COLUMNS);
  const { pageRows, page, setPage, pageCount } = usePagination(sortedRows, 10);
  const { start, end } = showingRange(page, 10, sortedRows.length);
  return (
    <div>
      <label>
        Search{' '}
        <input
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setPage(1);
          }}
        />
      </label>
      <ShowingCount start={start} end={end} total={sortedRows.length} noun="parcels" />
      <ParcelTable
        aria-label="Parcels"
        columns={COLUMNS}
        rows={pageRows}
        getRowId={(parcel) => parcel.id}
        sortDescriptor={sortDescriptor}
        onSortChange={(descriptor) => {
          onSortChange(descriptor);
          setPage(1);
        }}
      />
      <Pagination page={page} pageCount={pageCount} onPageChange={setPage} />
    </div>
  );
}

export const SearchSortAndPage: Story = {
  render: () => <SearchSortPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Showing 1-10 of 23 parcels')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Page 3' }));
    await expect(canvas.getByText('Showing 21-23 of 23 parcels')).toBeVisible();
    await userEvent.click(canvas.getByRole('columnheader', { name: /Control ID/ }));
    await userEvent.click(canvas.getByRole('columnheader', { name: /Control ID/ }));
    await expect(canvas.getByText('Showing 1-10 of 23 parcels')).toBeVisible();
    await expect(columnTexts(canvasElement, 0)[0]).toBe('CTL-2023');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Search' }), 'FEDEX');
    await expect(canvas.getByText('Showing 1-8 of 8 parcels')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Search' }), 'zzz');
    await expect(canvas.getByText('Showing 0-0 of 0 parcels')).toBeVisible();
    await expect(canvas.getByText('No results.')).toBeVisible();
  },
};
