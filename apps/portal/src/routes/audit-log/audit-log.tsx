import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditEntry } from '@waybill/api-client';
import { Button, DataTable, Inline, PageHeader, Stack, Text, type DataTableColumn } from '@waybill/ui';
import { useApi } from '../../lib/api';
import { auditLogQuery } from '../../lib/queries';
import * as layout from '../page-layout.css';
import { actionLabel, describeDetails, formatWhen } from './format';

/** How many entries a page of the audit log shows. */
export const AUDIT_LOG_PAGE_SIZE = 50;

/** A person of an entry: their name over their email, or who they were once their account is gone. */
function PersonCell({ person }: { person: AuditEntry['actor'] }) {
  if (!person) {
    return (
      <Text tone="muted" size="small">
        Deleted user
      </Text>
    );
  }
  return (
    <Stack gap="none">
      <Text size="small">{person.name || person.email}</Text>
      <Text tone="muted" size="xsmall">
        {person.email}
      </Text>
    </Stack>
  );
}

const columns: DataTableColumn<AuditEntry>[] = [
  { id: 'occurredAt', header: 'When', accessor: (entry) => formatWhen(entry.occurredAt) },
  { id: 'actor', header: 'Who', render: (entry) => <PersonCell person={entry.actor} /> },
  { id: 'action', header: 'Action', accessor: (entry) => actionLabel(entry.action) },
  {
    id: 'subject',
    header: 'Whom/Organization',
    render: (entry) => (
      <Stack gap="none">
        {entry.subject && <PersonCell person={entry.subject} />}
        {entry.organization && (
          <Text tone={entry.subject ? 'muted' : 'default'} size={entry.subject ? 'xsmall' : 'small'}>
            {entry.organization.name}
          </Text>
        )}
      </Stack>
    ),
  },
  { id: 'details', header: 'Details', accessor: (entry) => describeDetails(entry) },
  { id: 'sourceAddress', header: 'From address', accessor: (entry) => entry.sourceAddress ?? '' },
];

/**
 * The audit log (/audit-log, platform admins): the sensitive actions, newest first, a page at a time; Older
 * entries follows the server's cursor and Newer entries goes back.
 */
export default function AuditLogRoute() {
  const api = useApi();
  // The cursors of the pages after the first that were opened, in order: the last is the page shown.
  const [cursors, setCursors] = useState<string[]>([]);
  const cursor = cursors.at(-1);
  const log = useQuery({
    ...auditLogQuery(api, AUDIT_LOG_PAGE_SIZE, cursor),
    placeholderData: keepPreviousData,
  });
  const nextCursor = log.data?.nextCursor ?? null;

  return (
    <div className={layout.screen}>
      <PageHeader title="Audit log" />
      <DataTable
        aria-label="Audit log"
        columns={columns}
        rows={log.data?.entries ?? []}
        getRowId={(entry) => entry.id}
        isLoading={log.isPending}
        errorText={log.isError ? 'Error loading the audit log.' : undefined}
        onRetry={() => void log.refetch()}
        emptyText="No audit entries yet."
      />
      {(cursors.length > 0 || nextCursor) && (
        <Inline gap="small">
          <Button
            variant="secondary"
            isDisabled={cursors.length === 0 || log.isFetching}
            onPress={() => setCursors((opened) => opened.slice(0, -1))}
          >
            Newer entries
          </Button>
          <Button
            variant="secondary"
            isDisabled={!nextCursor || log.isFetching}
            onPress={() => nextCursor && setCursors((opened) => [...opened, nextCursor])}
          >
            Older entries
          </Button>
        </Inline>
      )}
    </div>
  );
}
