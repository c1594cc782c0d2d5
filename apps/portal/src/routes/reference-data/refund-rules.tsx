import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { carrierName, type RefundRule } from '@waybill/api-client';
import { DataTable, PageHeader, type DataTableColumn } from '@waybill/ui';
import { useApi } from '../../lib/api';
import { refundRulesQuery } from '../../lib/queries';
import * as layout from '../page-layout.css';
import { RefundRuleDialog } from './refund-rule-dialog';
import { claimWindowText, coverageText } from './refund-rule-format';
import { rowActionsColumn } from './row-actions';

/** A carrier's rule with the texts of its cells. */
type RuleRow = RefundRule & { carrierText: string; windowText: string; coverageText: string };

function columnsWith(edit: (rule: RefundRule) => void): DataTableColumn<RuleRow>[] {
  return [
    { id: 'carrier', header: 'Carrier', accessor: 'carrierText', isRowHeader: true },
    { id: 'window', header: 'Claim Window', accessor: 'windowText' },
    { id: 'coverage', header: 'Refunds Cover', accessor: 'coverageText' },
    // One rule per carrier, which is changed, never added or deleted.
    rowActionsColumn<RuleRow>({ nameOf: (row) => `${row.carrierText} refund rules`, onEdit: edit }),
  ];
}

/**
 * Refund Rules (/reference-data/refund-rules, platform admins): each carrier's claim window (its days, and the day
 * it is counted from) and the charge groupings its refunds cover; edit them. A change re-reads the claims of the
 * batches not yet submitted.
 */
export default function RefundRulesRoute() {
  const api = useApi();
  const rules = useQuery(refundRulesQuery(api));
  const [editing, setEditing] = useState<RefundRule | null>(null);
  const rows = useMemo(
    () =>
      (rules.data?.rules ?? []).map((rule) => ({
        ...rule,
        carrierText: carrierName(rule.carrier),
        windowText: claimWindowText(rule),
        coverageText: coverageText(rule.coverage),
      })),
    [rules.data],
  );

  return (
    <div className={layout.screen}>
      <PageHeader
        title="Refund Rules"
        description="What each carrier refunds for a late package under its money-back guarantee, and until when a refund can be claimed. A change re-reads the claims of the batches not yet submitted; submitted claims keep what was sent."
      />
      <DataTable
        aria-label="Refund rules"
        columns={columnsWith(setEditing)}
        rows={rows}
        getRowId={(row) => row.carrier}
        isLoading={rules.isPending}
        errorText={rules.isError ? 'An error occurred while fetching the refund rules.' : undefined}
        onRetry={() => void rules.refetch()}
        emptyText="There are no refund rules."
      />
      {editing && <RefundRuleDialog rule={editing} onClose={() => setEditing(null)} />}
    </div>
  );
}
