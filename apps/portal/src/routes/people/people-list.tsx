import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { Person } from '@waybill/api-client';
import {
  Badge,
  Button,
  DataTable,
  Inline,
  PageHeader,
  SearchField,
  useClientSearch,
  type DataTableColumn,
} from '@waybill/ui';
import { paths } from '../../config/paths';
import { useApi } from '../../lib/api';
import { profileQueryOptions } from '../../lib/profile';
import * as layout from '../page-layout.css';
import { formatDay, fullName, roleLabel, statusTone } from './format';
import { InvitePeopleDialog } from './invite-people-dialog';
import { personActions, useLicenseToggle, useResendInvitation } from './person-actions';
import { peopleQuery } from '../../lib/administration-queries';

type PersonRow = Person & { fullName: string; roleLabel: string };

const searchFields = [
  'fullName',
  'email',
  'status',
  'roleLabel',
  'organization',
  'group',
  'subGroup',
] as const satisfies readonly (keyof PersonRow)[];

function RowActions({ person }: { person: Person }) {
  const license = useLicenseToggle('License action failed');
  const invitation = useResendInvitation();
  return (
    <Inline gap="xsmall">
      {personActions(person).map((action) => {
        const name = fullName(person);
        if (action === 'Resend Invitation') {
          return (
            <Button
              key={action}
              size="small"
              variant="secondary"
              aria-label={`Resend Invitation to ${name}`}
              isPending={invitation.pendingEmail === person.email}
              onPress={() => invitation.resend(person)}
            >
              Resend Invitation
            </Button>
          );
        }
        const isAssign = action === 'Assign License';
        return (
          <Button
            key={action}
            size="small"
            variant={isAssign ? 'secondary' : 'ghost'}
            aria-label={`${action} of ${name}`}
            isPending={license.pendingUserId === person.userId}
            onPress={() => license.setLicensed(person, isAssign)}
          >
            {action}
          </Button>
        );
      })}
    </Inline>
  );
}

/**
 * The people list (SPEC §2): search over seven fields, the seven columns with row actions by status, and
 * Invite People; a row press opens the person.
 */
export default function PeopleListRoute() {
  const api = useApi();
  const navigate = useNavigate();
  const profile = useQuery(profileQueryOptions(api));
  const people = useQuery(peopleQuery(api));
  const [search, setSearch] = useState('');
  const [isInviting, setInviting] = useState(false);
  const allRows = useMemo(
    () =>
      (people.data ?? []).map((person) => ({
        ...person,
        fullName: fullName(person),
        roleLabel: roleLabel(person.role),
      })),
    [people.data],
  );
  const rows = useClientSearch(allRows, search, searchFields);
  const viewer = profile.data;
  const canInvite = viewer?.capabilities.invitePeople === true;

  const columns: DataTableColumn<PersonRow>[] = [
    { id: 'name', header: 'Name', accessor: 'fullName', isSortable: true },
    { id: 'email', header: 'Email', accessor: 'email', isSortable: true },
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
    { id: 'role', header: 'Role', accessor: 'roleLabel', isSortable: true },
    { id: 'organization', header: 'Organization', accessor: 'organization', isSortable: true },
    {
      id: 'actions',
      header: 'Actions',
      render: (person) => <RowActions person={person} />,
    },
  ];

  return (
    <div className={layout.screen}>
      <PageHeader
        title="People"
        actions={canInvite && <Button onPress={() => setInviting(true)}>Invite People</Button>}
      />
      <div className={layout.toolbar}>
        <SearchField
          aria-label="Search people"
          placeholder="Search people..."
          value={search}
          onChange={setSearch}
        />
      </div>
      <DataTable
        aria-label="People"
        columns={columns}
        rows={rows}
        getRowId={(person) => person.userId}
        onRowAction={(id) => void navigate(paths.person.getHref(String(id)))}
        isLoading={people.isPending}
        errorText={people.isError ? 'An error occurred while fetching people.' : undefined}
        onRetry={() => void people.refetch()}
        emptyText="No People Found."
      />
      {isInviting && viewer && <InvitePeopleDialog profile={viewer} onClose={() => setInviting(false)} />}
    </div>
  );
}
