import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { Organization } from '@waybill/api-client';
import {
  Badge,
  Button,
  DataTable,
  Link,
  PageHeader,
  SearchField,
  Switch,
  useClientSearch,
  type DataTableColumn,
} from '@waybill/ui';
import { paths } from '../../config/paths';
import { useApi } from '../../lib/api';
import { profileQueryOptions } from '../../lib/profile';
import * as layout from '../page-layout.css';
import { logoLinkText } from './format';
import { OrganizationFormDialog } from './organization-form-dialog';
import { organizationsQuery } from '../../lib/administration-queries';

const searchFields = ['name', 'mappingName', 'status'] as const satisfies readonly (keyof Organization)[];

/** An organization's status as a badge: green while active. */
export function OrganizationStatus({ status }: { status: Organization['status'] }) {
  return <Badge tone={status === 'active' ? 'success' : 'neutral'}>{status}</Badge>;
}

const columns: DataTableColumn<Organization>[] = [
  { id: 'name', header: 'Organization', accessor: 'name', isSortable: true },
  { id: 'mappingName', header: 'Mapping Name', accessor: 'mappingName', isSortable: true },
  {
    id: 'status',
    header: 'Status',
    accessor: 'status',
    isSortable: true,
    render: (organization) => <OrganizationStatus status={organization.status} />,
  },
  {
    id: 'numberOfUsers',
    header: 'Assigned Users',
    accessor: 'numberOfUsers',
    isSortable: true,
    align: 'end',
  },
  {
    id: 'totalNumberOfLicenses',
    header: 'Total Licenses',
    accessor: 'totalNumberOfLicenses',
    isSortable: true,
    align: 'end',
  },
  {
    id: 'numberOfSigmaUsers',
    header: 'Sigma Users',
    accessor: 'numberOfSigmaUsers',
    isSortable: true,
    align: 'end',
  },
  {
    id: 'image',
    header: 'Logo',
    accessor: 'image',
    render: (organization) =>
      organization.image ? (
        <Link href={organization.image} target="_blank" rel="noreferrer">
          {logoLinkText(organization.image)}
        </Link>
      ) : null,
  },
];

/**
 * The organization list (SPEC §2): search, the seven columns, and a row press opens the organization.
 * Deactivated organizations leave the list; platform admins can show them again to reach Activate.
 */
export default function OrganizationListRoute() {
  const api = useApi();
  const navigate = useNavigate();
  const profile = useQuery(profileQueryOptions(api));
  const [showInactive, setShowInactive] = useState(false);
  const organizations = useQuery(organizationsQuery(api, showInactive ? 'all' : 'active'));
  const [search, setSearch] = useState('');
  const [isCreating, setCreating] = useState(false);
  const rows = useClientSearch(organizations.data ?? [], search, searchFields);

  return (
    <div className={layout.screen}>
      <PageHeader
        title="Organization"
        actions={
          profile.data?.capabilities.createOrganizations && (
            <Button onPress={() => setCreating(true)}>Add Organization</Button>
          )
        }
      />
      <div className={layout.toolbar}>
        <SearchField
          aria-label="Search organizations"
          placeholder="Search organizations..."
          value={search}
          onChange={setSearch}
        />
        {profile.data?.isAdmin && (
          <Switch isSelected={showInactive} onChange={setShowInactive}>
            Show inactive organizations
          </Switch>
        )}
      </div>
      <DataTable
        aria-label="Organizations"
        columns={columns}
        rows={rows}
        getRowId={(organization) => organization.organizationId}
        onRowAction={(id) => void navigate(paths.organization.getHref(String(id)))}
        isLoading={organizations.isPending}
        errorText={organizations.isError ? 'An error occurred while fetching organizations.' : undefined}
        onRetry={() => void organizations.refetch()}
        emptyText="No organizations found. Please add a new organization."
      />
      {isCreating && <OrganizationFormDialog onClose={() => setCreating(false)} />}
    </div>
  );
}
