import { useQuery } from '@tanstack/react-query';
import { EmptyState, ErrorState, Stack, Text } from '@waybill/ui';
import { useApi } from '../../lib/api';
import * as styles from './documents.css';
import { DocumentCard, DocumentCardSkeleton } from './document-card';
import { userFilesQuery } from '../../lib/queries';

/** The right pane (SPEC §2): the selected person's documents, or what to do before one is selected. */
export function DocumentList({ userId }: { userId: string | undefined }) {
  const api = useApi();
  const files = useQuery({ ...userFilesQuery(api, userId ?? ''), enabled: userId !== undefined });
  const isRetrying = files.isError && files.isFetching;

  if (userId === undefined) return <EmptyState title="Select a user to view their documents" />;
  if (files.isPending || isRetrying) {
    return (
      <Stack gap="medium" aria-busy="true">
        <Text tone="muted">Loading...</Text>
        <div className={styles.cards}>
          <DocumentCardSkeleton />
          <DocumentCardSkeleton />
          <DocumentCardSkeleton />
        </div>
      </Stack>
    );
  }
  if (files.isError) {
    return (
      <ErrorState
        message="An error occurred while fetching documents."
        onRetry={() => void files.refetch()}
        isRetrying={isRetrying}
      />
    );
  }
  if (files.data.fileList.length === 0) return <EmptyState title="No documents found" />;
  return (
    <ul className={styles.cards} aria-label="Documents">
      {files.data.fileList.map((document) => (
        <li key={document.id} className={styles.cardSlot}>
          <DocumentCard document={document} />
        </li>
      ))}
    </ul>
  );
}
