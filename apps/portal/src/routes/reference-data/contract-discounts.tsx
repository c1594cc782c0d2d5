import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { carrierName, SLA_GROUPING_LABELS, type ContractDiscount } from '@waybill/api-client';
import {
  DataTable,
  EmptyState,
  ErrorState,
  PageHeader,
  SearchField,
  Select,
  SelectItem,
  useClientSearch,
  type DataTableColumn,
} from '@waybill/ui';
import { organizationsQuery } from '../../lib/administration-queries';
import { useApi } from '../../lib/api';
import { contractDiscountsQuery } from '../../lib/queries';
import * as layout from '../page-layout.css';
import { ContractDiscountDialog } from './contract-discount-dialog';
import { DeleteContractDiscountDialog } from './delete-contract-discount-dialog';
import { discountName, discountText, discountZonesText, weightText } from './discount-format';
import { ImportReferenceFileDialog, ReferenceFileActions, type ReferenceFile } from './reference-files';
import { rowActionsColumn } from './row-actions';

/** A discount with its carrier's and SLA group's names ('UPS Ground'), which the search reads. */
type DiscountRow = ContractDiscount & { carrierName: string; group: string; service: string };

const searchFields = ['service'] as const satisfies readonly (keyof DiscountRow)[];

/** The dialog the screen has open, if any. */
type Open = { dialog: 'add' | 'import' } | { dialog: 'edit' | 'delete'; discount: ContractDiscount };

function columnsWith(open: (next: Open) => void): DataTableColumn<DiscountRow>[] {
  return [
    { id: 'carrier', header: 'Carrier', accessor: 'carrierName' },
    { id: 'group', header: 'SLA Group', accessor: 'group', isRowHeader: true },
    { id: 'zones', header: 'Zones', accessor: discountZonesText },
    { id: 'weight', header: 'Billed Weight', accessor: weightText },
    { id: 'discount', header: 'Discount', accessor: (row) => discountText(row.discountPct), align: 'end' },
    rowActionsColumn<DiscountRow>({
      nameOf: discountName,
      onEdit: (discount) => open({ dialog: 'edit', discount }),
      onDelete: (discount) => open({ dialog: 'delete', discount }),
    }),
  ];
}

/**
 * Contract Discounts (/reference-data/contract-discounts?organization=, platform admins): the discounts off the
 * carriers' published rates an organization's contract gives, by carrier, SLA group, zones and billed weight, the
 * basis of every freight discount variance; add, edit and delete them, or export them as CSV and import an edited
 * file. The organization chosen stays in the address. Every change re-derives the packages it moves.
 */
export default function ContractDiscountsRoute() {
  const api = useApi();
  const [searchParams, setSearchParams] = useSearchParams();
  const organizationId = searchParams.get('organization');
  // Deactivated organizations too: their stored packages are still audited against their contract.
  const organizations = useQuery(organizationsQuery(api, 'all'));
  const organization = organizations.data?.find((each) => each.organizationId === organizationId);
  const discounts = useQuery({
    ...contractDiscountsQuery(api, organizationId ?? ''),
    enabled: organizationId !== null,
  });
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<Open | null>(null);
  const rows = useMemo(
    () =>
      (discounts.data?.discounts ?? []).map((discount) => {
        const carrier = carrierName(discount.carrier);
        const group = SLA_GROUPING_LABELS[discount.slaGrouping];
        return { ...discount, carrierName: carrier, group, service: `${carrier} ${group}` };
      }),
    [discounts.data],
  );
  const shown = useClientSearch(rows, search, searchFields);
  const file: ReferenceFile | undefined = organization && {
    path: '/reference-data/organizations/{organizationId}/contract-discounts.csv',
    organization,
  };
  const close = () => setOpen(null);

  return (
    <div className={layout.screen}>
      <PageHeader
        title="Contract Discounts"
        description="The discounts off the carriers' published rates an organization's contract gives, by carrier and SLA group, for a range of zones and billed weights. A package takes the most specific row that holds it: the narrowest zones, then the narrowest weights."
        actions={
          <ReferenceFileActions
            file={file}
            addLabel="Add Discount"
            onImport={() => setOpen({ dialog: 'import' })}
            onAdd={() => setOpen({ dialog: 'add' })}
          />
        }
      />
      {organizations.isError && (
        <ErrorState
          message="The organizations could not be loaded."
          onRetry={() => void organizations.refetch()}
          isRetrying={organizations.isFetching}
        />
      )}
      <div className={layout.toolbar}>
        <Select
          label="Organization"
          items={(organizations.data ?? []).map(({ organizationId: id, name }) => ({ id, name }))}
          value={organizationId}
          onChange={(key) => key !== null && setSearchParams({ organization: String(key) })}
          placeholder={organizations.isPending ? 'Loading...' : 'Choose an organization'}
        >
          {(option) => <SelectItem id={option.id}>{option.name}</SelectItem>}
        </Select>
        <SearchField
          label="Search"
          placeholder="Carrier or SLA group..."
          value={search}
          onChange={setSearch}
          isDisabled={organizationId === null}
        />
      </div>
      {organizationId === null ? (
        <EmptyState
          title="Choose an organization"
          description="Its contract discounts show here, and can be added, edited, exported and imported."
        />
      ) : (
        <DataTable
          aria-label="Contract discounts"
          columns={columnsWith(setOpen)}
          rows={shown}
          getRowId={(row) => row.id}
          isLoading={discounts.isPending}
          errorText={
            discounts.isError ? 'An error occurred while fetching the contract discounts.' : undefined
          }
          onRetry={() => void discounts.refetch()}
          emptyText={
            search
              ? 'No carrier or SLA group has a name like that.'
              : 'This organization has no contract discounts.'
          }
        />
      )}
      {organization && open?.dialog === 'add' && (
        <ContractDiscountDialog organizationId={organization.organizationId} onClose={close} />
      )}
      {open?.dialog === 'edit' && (
        <ContractDiscountDialog
          organizationId={open.discount.organizationId}
          discount={open.discount}
          onClose={close}
        />
      )}
      {open?.dialog === 'delete' && <DeleteContractDiscountDialog discount={open.discount} onClose={close} />}
      {file && open?.dialog === 'import' && <ImportReferenceFileDialog file={file} onClose={close} />}
    </div>
  );
}
