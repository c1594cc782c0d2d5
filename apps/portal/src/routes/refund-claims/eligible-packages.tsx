import { useEffect, useRef, useState } from 'react';
import type { Key, Selection } from 'react-aria-components';
import { useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { carrierName, type Carrier } from '@waybill/api-client';
import { Button, DataTable, NumberField, Stack, Text, TextField, type DataTableColumn } from '@waybill/ui';
import { paths } from '../../config/paths';
import { useApi } from '../../lib/api';
import { refundEligibleQuery, refundRulesQuery } from '../../lib/queries';
import { useApiMutation } from '../../lib/use-api-mutation';
import { useInvalidate } from '../../lib/use-invalidate';
import { formatCount, formatMoney } from '../control-master/format';
import { formatDay } from '../people/format';
import { DaysLeftCell } from './cells';
import {
  eligibleFiltersKey,
  hasEligibleFilters,
  MAX_CONTROL_ID_LENGTH,
  MAX_EXPIRING_WITHIN_DAYS,
  readEligibleFilters,
  withEligibleFilter,
  type EligibleFilter,
} from './eligible-filters';
import {
  batchCreatedText,
  CLAIM_ALL_NEEDS_CARRIER,
  claimWindowsText,
  dayAndTime,
  eligibleSummaryText,
  lateByText,
  listedText,
  selectionOf,
  selectionText,
  type RefundEligiblePackage,
} from './format';
import { OrganizationCarrierFilters, OrganizationsError } from './organization-carrier-filters';
import * as styles from './refund-claims.css';

/** How long the Control ID field waits after the last key before it filters. */
const CONTROL_ID_DEBOUNCE_MS = 400;

// What decides a claim comes first (when the window closes, what it is worth), the facts that make the package late
// after it: the table is wider than most screens, and scrolls.
const columns: DataTableColumn<RefundEligiblePackage>[] = [
  {
    id: 'trackingNumber',
    header: 'Tracking Number',
    isRowHeader: true,
    render: (row) => <span className={styles.noWrap}>{row.trackingNumber}</span>,
  },
  { id: 'client', header: 'Client', accessor: 'organizationName' },
  { id: 'carrier', header: 'Carrier', accessor: (row) => carrierName(row.carrier) },
  { id: 'daysLeft', header: 'Days Left', render: (row) => <DaysLeftCell daysLeft={row.daysLeft} /> },
  { id: 'lastClaimDay', header: 'Last Claim Day', accessor: (row) => formatDay(row.lastClaimDay) },
  { id: 'claimable', header: 'Claimable', align: 'end', render: (row) => formatMoney(row.claimable) },
  { id: 'service', header: 'Service', accessor: (row) => row.service ?? '' },
  { id: 'shipDate', header: 'Ship Date', accessor: (row) => formatDay(row.shipDate) },
  { id: 'commitment', header: 'Commitment', accessor: (row) => dayAndTime(row.commitDate, row.commitTime) },
  { id: 'delivered', header: 'Delivered', accessor: (row) => dayAndTime(row.deliveryDate, row.deliveryTime) },
  { id: 'lateBy', header: 'Late By', accessor: (row) => lateByText(row.lateByDays) },
];

/**
 * The Control ID filter: it filters once typing pauses, not at every key, and shows the address's Control ID when
 * the address changes under it (a tab link that clears the filters).
 */
function ControlIdField({
  value = '',
  onCommit,
}: {
  value: string | undefined;
  onCommit: (text: string) => void;
}) {
  const [typed, setTyped] = useState({ text: value, inAddress: value });
  if (typed.inAddress !== value) setTyped({ text: value, inAddress: value });
  // The timer calls the latest `onCommit`: one from the render it was set in would write an older address.
  const commit = useRef(onCommit);
  useEffect(() => {
    commit.current = onCommit;
  });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <TextField
      label="Control ID"
      value={typed.text}
      onChange={(text) => {
        setTyped((current) => ({ ...current, text }));
        clearTimeout(timer.current);
        timer.current = setTimeout(() => commit.current(text), CONTROL_ID_DEBOUNCE_MS);
      }}
      maxLength={MAX_CONTROL_ID_LENGTH}
      placeholder="Any file"
      autoComplete="off"
      className={styles.filter}
    />
  );
}

/** The carriers' claim windows, under the filters; nothing while they load or when they could not be read. */
function ClaimWindows() {
  const api = useApi();
  const rules = useQuery(refundRulesQuery(api));
  const text = rules.data && claimWindowsText(rules.data.rules);
  if (!text) return null;
  return (
    <Text tone="muted" size="small">
      {text}
    </Text>
  );
}

/**
 * The Eligible tab: the late packages a refund can still be claimed for, the window closing first, narrowed by
 * organization, carrier, Control ID and how soon their window closes (the filters are kept in the address). Claim
 * selected makes a batch of the packages checked, Claim all of every package the filters select; a batch is of one
 * carrier. Either opens the new batch.
 */
export function EligiblePackages() {
  const api = useApi();
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readEligibleFilters(searchParams);
  const filtersKey = eligibleFiltersKey(filters);
  const eligible = useQuery(refundEligibleQuery(api, filters));

  const setFilter = (filter: EligibleFilter, value: string | number | undefined) =>
    setSearchParams((current) => withEligibleFilter(current, filter, value), { replace: true });

  // The selection belongs to the filters it was made under: other filters, other rows, nothing selected.
  const [selection, setSelection] = useState<{ filtersKey: string; keys: Selection }>({
    filtersKey,
    keys: new Set<Key>(),
  });
  const keys = selection.filtersKey === filtersKey ? selection.keys : new Set<Key>();
  const rows = eligible.data?.packages ?? [];
  const selected = selectionOf(rows.filter((row) => keys === 'all' || keys.has(row.packageId)));

  const create = useApiMutation('post', '/refund-claims/batches', {
    errorMessage: 'The batch could not be created. Please try again.',
    successToast: (batch) => ({ title: 'Batch created', description: batchCreatedText(batch) }),
    onSuccess: (batch) => {
      void invalidate('/refund-claims/eligible', '/refund-claims/batches');
      void navigate(paths.claimBatch.getHref(batch.id));
    },
  });
  const creating = create.isPending ? (create.variables.body.packageIds ? 'selected' : 'all') : null;

  const claimSelected = () => {
    const packageIds = rows
      .filter((row) => keys === 'all' || keys.has(row.packageId))
      .map((row) => row.packageId);
    if (selected.carrier) create.mutate({ body: { carrier: selected.carrier, packageIds } });
  };
  const claimAll = (carrier: Carrier) => {
    const { organizationId, controlId: control, expiringWithinDays } = filters;
    create.mutate({
      body: {
        carrier,
        ...(organizationId && { organizationId }),
        ...(control && { controlId: control }),
        ...(expiringWithinDays !== undefined && { expiringWithinDays }),
      },
    });
  };

  const data = eligible.data;
  const listed = data && listedText(data.packages.length, data.total);
  const { carrier } = filters;

  return (
    <Stack gap="medium">
      <OrganizationsError />
      <div className={styles.filters} role="group" aria-label="Filters">
        <OrganizationCarrierFilters filters={filters} onChange={setFilter} />
        <ControlIdField value={filters.controlId} onCommit={(text) => setFilter('controlId', text)} />
        <NumberField
          label="Expiring within (days)"
          value={filters.expiringWithinDays ?? Number.NaN}
          onChange={(days) => setFilter('expiringWithinDays', Number.isNaN(days) ? undefined : days)}
          minValue={0}
          maxValue={MAX_EXPIRING_WITHIN_DAYS}
          step={1}
          placeholder="Any"
          description="0 is today."
          className={styles.filter}
        />
      </div>
      <ClaimWindows />
      {data && (
        <Text weight="medium" aria-live="polite">
          {listed ? `${eligibleSummaryText(data)}. ${listed}` : eligibleSummaryText(data)}
        </Text>
      )}
      <div className={styles.actionBar}>
        <div className={styles.action}>
          <Button
            isPending={creating === 'selected'}
            isDisabled={!selected.carrier || create.isPending}
            onPress={claimSelected}
          >
            {creating === 'selected' ? 'Creating batch…' : 'Claim selected'}
          </Button>
          <Text size="small" tone={selected.isMixed ? 'danger' : 'muted'} aria-live="polite">
            {selectionText(selected)}
          </Text>
        </div>
        <div className={styles.action}>
          <Button
            variant="secondary"
            isPending={creating === 'all'}
            isDisabled={!carrier || !data || data.total === 0 || create.isPending}
            onPress={() => carrier && claimAll(carrier)}
          >
            {creating === 'all'
              ? 'Creating batch…'
              : data
                ? `Claim all ${formatCount(data.total)}`
                : 'Claim all'}
          </Button>
          {!carrier && (
            <Text size="small" tone="muted">
              {CLAIM_ALL_NEEDS_CARRIER}
            </Text>
          )}
        </div>
      </div>
      <DataTable
        aria-label="Eligible packages"
        columns={columns}
        rows={rows}
        getRowId={(row) => row.packageId}
        selectionMode="multiple"
        selectedKeys={keys}
        onSelectionChange={(next) => setSelection({ filtersKey, keys: next })}
        isLoading={eligible.isPending}
        errorText={eligible.isError ? 'An error occurred while fetching the eligible packages.' : undefined}
        onRetry={() => void eligible.refetch()}
        emptyText="No package can be claimed now."
        emptyDescription={
          hasEligibleFilters(filters) ? 'None matches these filters: change or clear them.' : undefined
        }
      />
    </Stack>
  );
}
