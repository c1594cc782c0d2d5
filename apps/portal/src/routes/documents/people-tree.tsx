import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ErrorState, Spinner, Tree } from '@waybill/ui';
import { organizationsQuery, peopleQuery } from '../../lib/administration-queries';
import { useApi } from '../../lib/api';
import { documentTree, userIdOfNode } from './document-tree';

/**
 * The tree of organizations and their people (SPEC §2), every node collapsed at first, fed by the organization
 * and people lists, which the server cuts to the viewer's role. Pressing a person selects them.
 */
export function PeopleTree({
  selectedUserId,
  onSelect,
}: {
  selectedUserId: string | undefined;
  onSelect: (userId: string) => void;
}) {
  const api = useApi();
  const organizations = useQuery(organizationsQuery(api));
  const people = useQuery(peopleQuery(api));
  const items = useMemo(
    () => documentTree(organizations.data ?? [], people.data ?? []),
    [organizations.data, people.data],
  );

  const failed = [organizations, people].filter((query) => query.isError);
  const isRetrying = failed.some((query) => query.isFetching);
  if (failed.length > 0) {
    return (
      <ErrorState
        message={
          organizations.isError
            ? 'An error occurred while fetching organizations.'
            : 'An error occurred while fetching people.'
        }
        onRetry={() => failed.forEach((query) => void query.refetch())}
        isRetrying={isRetrying}
      />
    );
  }
  if (organizations.isPending || people.isPending) {
    return <Spinner aria-label="Loading organizations and users" />;
  }
  return (
    <Tree
      aria-label="Organizations and users"
      items={items}
      selectedKey={selectedUserId ? `user:${selectedUserId}` : null}
      onSelectionChange={(nodeId) => {
        const userId = userIdOfNode(nodeId);
        if (userId) onSelect(userId);
      }}
      emptyLabel="No organizations found"
    />
  );
}
