import { useQuery } from '@tanstack/react-query';
import { ErrorState, Select, SelectItem } from '@waybill/ui';
import { organizationsQuery } from '../../lib/administration-queries';
import { useApi } from '../../lib/api';
import { ALL, CARRIER_OPTIONS } from '../control-master/control-list';
import type { EligibleFilters } from './eligible-filters';
import * as styles from './refund-claims.css';

// Deactivated organizations too: their packages can still be claimed, and carriers still credit them.
function useOrganizations() {
  const api = useApi();
  return useQuery(organizationsQuery(api, 'all'));
}

/** Shown above the filters when the organizations to filter by could not be read, with Retry. */
export function OrganizationsError() {
  const organizations = useOrganizations();
  if (!organizations.isError) return null;
  return (
    <ErrorState
      message="The organizations could not be loaded."
      onRetry={() => void organizations.refetch()}
      isRetrying={organizations.isFetching}
    />
  );
}

export type OrganizationCarrierFilter = 'organizationId' | 'carrier';

/** The Organization and Carrier filters of a tab, 'All' for none; set in a group of filters. */
export function OrganizationCarrierFilters({
  filters,
  onChange,
}: {
  filters: Pick<EligibleFilters, OrganizationCarrierFilter>;
  onChange: (filter: OrganizationCarrierFilter, value: string | undefined) => void;
}) {
  const organizations = useOrganizations();
  const organizationOptions = [
    { id: ALL, label: 'All Organizations' },
    ...(organizations.data ?? []).map(({ organizationId, name }) => ({ id: organizationId, label: name })),
  ];
  return (
    <>
      <Select
        label="Organization"
        items={organizationOptions}
        value={filters.organizationId ?? ALL}
        onChange={(key) => key !== null && onChange('organizationId', key === ALL ? undefined : String(key))}
        className={styles.filter}
      >
        {(option) => <SelectItem id={option.id}>{option.label}</SelectItem>}
      </Select>
      <Select
        label="Carrier"
        items={CARRIER_OPTIONS}
        value={filters.carrier ?? ALL}
        onChange={(key) => key !== null && onChange('carrier', key === ALL ? undefined : String(key))}
        className={styles.filter}
      >
        {(option) => <SelectItem id={option.id}>{option.label}</SelectItem>}
      </Select>
    </>
  );
}
