import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Person } from '@waybill/api-client';
import {
  Button,
  DataTable,
  Dialog,
  DialogActions,
  Modal,
  SearchField,
  Stack,
  useClientSearch,
  type DataTableColumn,
} from '@waybill/ui';
import type { Selection } from 'react-aria-components';
import { unassignedPeopleQuery } from '../../lib/administration-queries';
import { useApi } from '../../lib/api';
import { useApiMutation } from '../../lib/use-api-mutation';
import { useInvalidate } from '../../lib/use-invalidate';
import { fullName } from '../people/format';

type Candidate = Person & { fullName: string };

const searchFields = ['fullName', 'email'] as const satisfies readonly (keyof Candidate)[];

const columns: DataTableColumn<Candidate>[] = [
  { id: 'name', header: 'Name', accessor: 'fullName' },
  { id: 'email', header: 'Email', accessor: 'email' },
];

/** The ids a table selection stands for: 'all' means every row shown. */
const selectedIds = (selection: Selection, rows: readonly Candidate[]): string[] =>
  selection === 'all' ? rows.map((row) => row.userId) : [...selection].map(String);

/**
 * Adds users who belong to no organization to this one (SPEC §2): search by name or email, select-all,
 * Clear, and Assign (disabled with nothing selected).
 */
export function AssignUsersDialog({
  organizationId,
  onClose,
}: {
  organizationId: string;
  onClose: () => void;
}) {
  const api = useApi();
  const unassigned = useQuery(unassignedPeopleQuery(api, organizationId));
  const candidates = useMemo(
    () => (unassigned.data ?? []).map((person) => ({ ...person, fullName: fullName(person) })),
    [unassigned.data],
  );
  const [search, setSearch] = useState('');
  const rows = useClientSearch(candidates, search, searchFields);
  const [selection, setSelection] = useState<Selection>(new Set());
  const userIds = selectedIds(selection, rows).filter((id) => candidates.some((row) => row.userId === id));
  const invalidate = useInvalidate();

  const assign = useApiMutation('post', '/organization/assign-users/{organizationId}', {
    errorMessage: 'Failed to assign users. Please try again later or contact support if the issue persists.',
    successToast: 'Users assigned',
    onSuccess: () => {
      onClose();
      void invalidate(
        '/organization',
        '/organization/{id}',
        '/organization/people',
        '/organization/people/{organizationId}',
        '/organization/people/unassigned/{id}',
      );
    },
  });

  return (
    <Modal
      size="large"
      isDismissable={!assign.isPending}
      isOpen
      onOpenChange={(isOpen) => isOpen || onClose()}
    >
      <Dialog title="Assign Users">
        <Stack gap="medium">
          <SearchField
            aria-label="Search users"
            placeholder="Search by name or email..."
            value={search}
            onChange={setSearch}
          />
          <DataTable
            aria-label="Unassigned users"
            columns={columns}
            rows={rows}
            getRowId={(row) => row.userId}
            selectionMode="multiple"
            selectedKeys={selection}
            onSelectionChange={setSelection}
            isLoading={unassigned.isPending}
            errorText={unassigned.isError ? 'An error occurred while fetching people.' : undefined}
            onRetry={() => void unassigned.refetch()}
            emptyText="No People Found."
          />
          <DialogActions>
            <Button
              variant="secondary"
              onPress={() => setSelection(new Set())}
              isDisabled={userIds.length === 0 || assign.isPending}
            >
              Clear
            </Button>
            <Button
              isPending={assign.isPending}
              isDisabled={userIds.length === 0}
              onPress={() =>
                assign.mutate({ params: { path: { organizationId } }, body: { userIds, organizationId } })
              }
            >
              Assign
            </Button>
          </DialogActions>
        </Stack>
      </Dialog>
    </Modal>
  );
}
