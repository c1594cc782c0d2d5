import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { Person } from '@waybill/api-client';
import {
  Badge,
  Button,
  DataTable,
  Inline,
  SectionCard,
  Switch,
  Text,
  type DataTableColumn,
} from '@waybill/ui';
import type { Selection } from 'react-aria-components';
import { paths } from '../../config/paths';
import { useApi } from '../../lib/api';
import { useApiMutation } from '../../lib/use-api-mutation';
import { useInvalidate } from '../../lib/use-invalidate';
import { formatDay, fullName, roleLabel, statusTone } from '../people/format';
import { useLicenseToggle } from '../people/person-actions';
import { membersQuery } from '../../lib/administration-queries';

/** Who may do what in the members card. */
export interface MembersPermissions {
  /** Select members and unassign them (platform admins). */
  canUnassign: boolean;
  /** Switch licenses on and off (platform admins, and the organization's own admins). */
  canManageLicenses: boolean;
}

/**
 * The organization's members (SPEC §2): select-all, Name, Email (with 'Not Verified'), Joined On, Status,
 * Role, Organization and the License switch; with a selection, 'Unassign Users (n)'.
 */
export function MembersCard({
  organizationId,
  permissions,
}: {
  organizationId: string;
  permissions: MembersPermissions;
}) {
  const api = useApi();
  const navigate = useNavigate();
  const members = useQuery(membersQuery(api, organizationId));
  const [selection, setSelection] = useState<Selection>(new Set());
  const license = useLicenseToggle('Failed to toggle license');
  const invalidate = useInvalidate();
  const rows = members.data ?? [];
  const selectedIds = selection === 'all' ? rows.map((person) => person.userId) : [...selection].map(String);

  const unassign = useApiMutation('post', '/organization/unassign-users/{organizationId}', {
    errorMessage: 'Failed to unassign users',
    showServerMessage: false,
    successToast: 'Users unassigned',
    onSuccess: async () => {
      setSelection(new Set());
      await invalidate(
        '/organization',
        '/organization/{id}',
        '/organization/people',
        '/organization/people/{organizationId}',
        '/organization/people/unassigned/{id}',
      );
    },
  });

  const columns: DataTableColumn<Person>[] = [
    { id: 'name', header: 'Name', accessor: fullName, isSortable: true },
    {
      id: 'email',
      header: 'Email',
      accessor: 'email',
      isSortable: true,
      render: (person) => (
        <Inline gap="xsmall">
          <span>{person.email}</span>
          {!person.emailVerified && <Badge tone="warning">Not Verified</Badge>}
        </Inline>
      ),
    },
    {
      id: 'joinedOn',
      header: 'Joined On',
      accessor: 'joinedOn',
      isSortable: true,
      render: (person) => formatDay(person.joinedOn),
    },
    {
      id: 'status',
      header: 'Status',
      accessor: 'status',
      isSortable: true,
      render: (person) => <Badge tone={statusTone(person.status)}>{person.status}</Badge>,
    },
    {
      id: 'role',
      header: 'Role',
      accessor: (person) => roleLabel(person.role),
      isSortable: true,
    },
    { id: 'organization', header: 'Organization', accessor: 'organization' },
    {
      id: 'license',
      header: 'License',
      render: (person) =>
        person.emailVerified ? (
          <Switch
            aria-label={`License for ${fullName(person)}`}
            isSelected={person.isLicensed}
            isDisabled={!permissions.canManageLicenses || license.pendingUserId === person.userId}
            onChange={(isLicensed) => license.setLicensed(person, isLicensed)}
          />
        ) : (
          <Text size="small" tone="muted">
            Email not verified
          </Text>
        ),
    },
  ];

  return (
    <SectionCard
      title="Members"
      actions={
        permissions.canUnassign &&
        selectedIds.length > 0 && (
          <Button
            variant="destructive"
            size="small"
            isPending={unassign.isPending}
            onPress={() =>
              unassign.mutate({
                params: { path: { organizationId } },
                body: { userIds: selectedIds, organizationId },
              })
            }
          >
            {`Unassign Users (${selectedIds.length})`}
          </Button>
        )
      }
    >
      <DataTable
        aria-label="Members"
        columns={columns}
        rows={rows}
        getRowId={(person) => person.userId}
        selectionMode={permissions.canUnassign ? 'multiple' : 'none'}
        selectedKeys={selection}
        onSelectionChange={setSelection}
        onRowAction={(id) => void navigate(paths.person.getHref(String(id)))}
        isLoading={members.isPending}
        errorText={members.isError ? 'Failed to load members' : undefined}
        onRetry={() => void members.refetch()}
        emptyText="No members found"
      />
    </SectionCard>
  );
}
