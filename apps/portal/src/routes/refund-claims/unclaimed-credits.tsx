import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { carrierName } from '@waybill/api-client';
import { DataTable, Stack, Text, type DataTableColumn } from '@waybill/ui';
import { useApi } from '../../lib/api';
import { unclaimedRefundCreditsQuery } from '../../lib/queries';
import { formatMoney } from '../control-master/format';
import { formatDay } from '../people/format';
import { hasEligibleFilters, readEligibleFilters, withEligibleFilter } from './eligible-filters';
import { newestListedText, unclaimedCreditsSummaryText, type UnclaimedRefundCredit } from './format';
import {
  OrganizationCarrierFilters,
  OrganizationsError,
  type OrganizationCarrierFilter,
} from './organization-carrier-filters';
import * as styles from './refund-claims.css';

const columns: DataTableColumn<UnclaimedRefundCredit>[] = [
  { id: 'organization', header: 'Organization', accessor: 'organizationName' },
  { id: 'carrier', header: 'Carrier', accessor: (row) => carrierName(row.carrier) },
  {
    id: 'trackingNumber',
    header: 'Tracking Number',
    isRowHeader: true,
    render: (row) => <span className={styles.noWrap}>{row.trackingNumber}</span>,
  },
  { id: 'service', header: 'Service', accessor: (row) => row.service ?? '' },
  { id: 'shipDate', header: 'Ship Date', accessor: (row) => formatDay(row.shipDate) },
  {
    id: 'creditInvoice',
    header: 'Credit Invoice',
    render: (row) => <span className={styles.noWrap}>{row.credit.invoiceNumber}</span>,
  },
  { id: 'invoiceDate', header: 'Invoice Date', accessor: (row) => formatDay(row.credit.invoiceDate) },
  { id: 'credited', header: 'Credited', align: 'end', render: (row) => formatMoney(row.credit.amount) },
];

/**
 * The Paid unasked tab (`?tab=credits`): the refunds the carriers credited on their invoices to packages no claim
 * holds, the newest invoice first, narrowed by organization and carrier (kept in the address as on the Eligible
 * tab).
 */
export function UnclaimedCredits() {
  const api = useApi();
  const [searchParams, setSearchParams] = useSearchParams();
  // The Eligible tab's Control ID and days do not narrow credits: an address carrying them is read without.
  const { organizationId, carrier } = readEligibleFilters(searchParams);
  const filters = { ...(organizationId && { organizationId }), ...(carrier && { carrier }) };
  const credits = useQuery(unclaimedRefundCreditsQuery(api, filters));

  const setFilter = (filter: OrganizationCarrierFilter, value: string | undefined) =>
    setSearchParams((current) => withEligibleFilter(current, filter, value), { replace: true });

  const data = credits.data;
  const listed = data && newestListedText(data.credits.length, data.total);

  return (
    <Stack gap="medium">
      <OrganizationsError />
      <div className={styles.filters} role="group" aria-label="Filters">
        <OrganizationCarrierFilters filters={filters} onChange={setFilter} />
      </div>
      <Text tone="muted" size="small">
        Refunds the carriers credited on their invoices to packages no claim holds, the newest invoice first.
      </Text>
      {data && (
        <Text weight="medium" aria-live="polite">
          {listed ? `${unclaimedCreditsSummaryText(data)}. ${listed}` : unclaimedCreditsSummaryText(data)}
        </Text>
      )}
      <DataTable
        aria-label="Refunds paid without a claim"
        columns={columns}
        rows={data?.credits ?? []}
        getRowId={(row) => row.packageId}
        isLoading={credits.isPending}
        errorText={
          credits.isError ? 'An error occurred while fetching the refunds paid without a claim.' : undefined
        }
        onRetry={() => void credits.refetch()}
        emptyText="No carrier paid a refund without a claim."
        emptyDescription={
          hasEligibleFilters(filters) ? 'None matches these filters: change or clear them.' : undefined
        }
      />
    </Stack>
  );
}
