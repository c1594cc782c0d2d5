import { useMemo } from 'react';
import type { Organization } from '@waybill/api-client';
import { Select, SelectItem } from '@waybill/ui';
import { FULL_ACCESS } from '../../lib/dashboard-address';

export interface OrganizationScopeSelectProps {
  /** The chosen scope: `Full_Access` or an organization's mapping name. */
  value: string;
  onChange: (scope: string) => void;
  /** The organizations to offer; none while they load. */
  organizations: readonly Organization[];
}

/** The platform admin's choice of whose figures the dashboard shows: 'All', or one organization by name. */
export function OrganizationScopeSelect({ value, onChange, organizations }: OrganizationScopeSelectProps) {
  const options = useMemo(
    () => [
      { id: FULL_ACCESS, name: 'All' },
      ...organizations.map(({ mappingName, name }) => ({ id: mappingName, name })),
    ],
    [organizations],
  );
  return (
    <Select
      label="Organization"
      size="small"
      items={options}
      selectedKey={value}
      onSelectionChange={(key) => {
        if (key !== null) onChange(String(key));
      }}
    >
      {(option) => <SelectItem id={option.id}>{option.name}</SelectItem>}
    </Select>
  );
}
