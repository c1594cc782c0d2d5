import { useId, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { readListResponse, type OnTimeSummaryRow } from '@waybill/api-client';
import { Badge, DataTable, ErrorState, Heading, Stack, type DataTableColumn } from '@waybill/ui';
import { useApi } from '../../lib/api';
import { onTimeSummaryQuery } from '../../lib/queries';
import { formatCount, formatMoney } from './format';
import { auditStatusTone, summaryLines, type SummaryGrouping, type SummaryLine } from './on-time-summary';

function columnsOf({ field, header }: SummaryGrouping): DataTableColumn<SummaryLine>[] {
  return [
    {
      id: 'label',
      header,
      accessor: 'label',
      render:
        field === 'audit_status'
          ? (line) =>
              line.isTotal ? line.label : <Badge tone={auditStatusTone(line.label)}>{line.label}</Badge>
          : undefined,
    },
    { id: 'packages', header: 'Packages', align: 'end', render: (line) => formatCount(line.packages) },
    { id: 'netSpend', header: 'Net Spend', align: 'end', render: (line) => formatMoney(line.netSpend) },
    { id: 'share', header: '% of Total', align: 'end', accessor: 'share' },
  ];
}

export interface SummaryTableProps {
  controlId: string;
  grouping: SummaryGrouping;
  /** The table asks the server only while its dialog is open. */
  isOpen: boolean;
}

/**
 * One table of the On-Time Summary dialog: the control's packages and net spend grouped by one field, with a
 * Total row; its own loading, error (with Retry) and empty states.
 */
export function SummaryTable({ controlId, grouping, isOpen }: SummaryTableProps) {
  const api = useApi();
  const headingId = useId();
  const summary = useQuery({
    ...onTimeSummaryQuery(api, controlId, grouping.field),
    enabled: isOpen && controlId !== '',
    select: (body) => readListResponse<OnTimeSummaryRow>(body),
  });
  const columns = useMemo(() => columnsOf(grouping), [grouping]);
  const { lines, total } = useMemo(
    () => summaryLines(summary.data ?? [], grouping.field),
    [summary.data, grouping.field],
  );

  return (
    <Stack gap="small" aria-labelledby={headingId} role="region">
      <Heading id={headingId} level={3} size="small">
        {grouping.title}
      </Heading>
      {summary.isError ? (
        <ErrorState
          message="An error occurred while fetching summary data."
          onRetry={() => void summary.refetch()}
          isRetrying={summary.isFetching}
        />
      ) : (
        <DataTable<SummaryLine>
          aria-label={grouping.title}
          columns={columns}
          rows={lines}
          getRowId={(line) => line.id}
          isLoading={summary.isPending}
          emptyText="No summary data found for this control ID."
          totalRow={total}
        />
      )}
    </Stack>
  );
}
