import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { UNIFIED_CHARGE_GROUPING_LABELS } from '@waybill/api-client';
import { DataTable, PageHeader, SearchField, useClientSearch, type DataTableColumn } from '@waybill/ui';
import { useApi } from '../../lib/api';
import { chargeRulesQuery } from '../../lib/queries';
import * as layout from '../page-layout.css';
import { ChargeRuleDialog, type NewChargeRule } from './charge-rule-dialog';
import { AUDIT_EXEMPTION_LABELS, chargeRuleName, type ChargeRule } from './charge-rule-format';
import { DeleteChargeRuleDialog } from './delete-charge-rule-dialog';
import { carrierOrBothText } from './format';
import { ImportReferenceFileDialog, ReferenceFileActions, type ReferenceFile } from './reference-files';
import { rowActionsColumn } from './row-actions';
import { useMappingFromAddress } from './row-dialog';

const searchFields = ['pattern'] as const satisfies readonly (keyof ChargeRule)[];

const file: ReferenceFile = { path: '/reference-data/charge-rules.csv' };

/** The dialog the screen has open, if any. */
type Open =
  | { dialog: 'add'; newRule: NewChargeRule }
  | { dialog: 'edit' | 'delete'; rule: ChargeRule }
  | { dialog: 'import' };

function columnsWith(open: (next: Open) => void): DataTableColumn<ChargeRule>[] {
  return [
    { id: 'carrier', header: 'Carrier', accessor: (rule) => carrierOrBothText(rule.carrier) },
    { id: 'classification', header: 'Classification', accessor: (rule) => rule.classification ?? 'Any' },
    { id: 'pattern', header: 'Pattern', accessor: 'pattern', isRowHeader: true },
    { id: 'grouping', header: 'Grouping', accessor: (rule) => UNIFIED_CHARGE_GROUPING_LABELS[rule.grouping] },
    {
      id: 'auditExemption',
      header: 'Audit Exemption',
      accessor: (rule) => (rule.auditExemption ? AUDIT_EXEMPTION_LABELS[rule.auditExemption] : 'None'),
    },
    { id: 'priority', header: 'Priority', accessor: 'priority', align: 'end' },
    rowActionsColumn<ChargeRule>({
      nameOf: chargeRuleName,
      onEdit: (rule) => open({ dialog: 'edit', rule }),
      onDelete: (rule) => open({ dialog: 'delete', rule }),
      fixedText: (rule) => (rule.isIncentive ? 'Incentive (fixed)' : undefined),
    }),
  ];
}

/**
 * Charge Map (/reference-data/charge-map, platform admins): the rules that turn a carrier's charge descriptions into
 * charge groupings and audit exemptions, in the order they win; add, edit and delete them, or export the map as CSV
 * and import an edited one. FedEx's incentive rules are shown but fixed. Every change re-derives the stored charges
 * it moves.
 */
export default function ChargeMapRoute() {
  const api = useApi();
  const rules = useQuery(chargeRulesQuery(api));
  const [search, setSearch] = useState('');
  // `?carrier=&description=`: the unmapped list's "Map…".
  const { mapping, forget } = useMappingFromAddress('description');
  const [open, setOpen] = useState<Open | null>(null);
  const shown = useClientSearch(rules.data?.rules ?? [], search, searchFields);

  const close = () => {
    setOpen(null);
    forget();
  };
  const dialog = open ?? (mapping ? ({ dialog: 'add', newRule: mapping } as const) : null);

  return (
    <div className={layout.screen}>
      <PageHeader
        title="Charge Map"
        description="How carriers' charge descriptions become charge groupings, and which exempt a late package from the audit: the highest priority wins, then the older rule. In a pattern % stands for any run of characters and _ for one. FedEx's incentive rules are fixed: the importer adds the lines they match to the freight charge's incentive."
        actions={
          <ReferenceFileActions
            file={file}
            addLabel="Add Rule"
            onImport={() => setOpen({ dialog: 'import' })}
            onAdd={() => setOpen({ dialog: 'add', newRule: {} })}
          />
        }
      />
      <div className={layout.toolbar}>
        <SearchField
          aria-label="Search patterns"
          placeholder="Search patterns..."
          value={search}
          onChange={setSearch}
        />
      </div>
      <DataTable
        aria-label="Charge rules"
        columns={columnsWith(setOpen)}
        rows={shown}
        getRowId={(rule) => rule.id}
        isLoading={rules.isPending}
        errorText={rules.isError ? 'An error occurred while fetching the charge map.' : undefined}
        onRetry={() => void rules.refetch()}
        emptyText={search ? 'No rule has a pattern like that.' : 'The charge map has no rules.'}
      />
      {dialog?.dialog === 'add' && <ChargeRuleDialog newRule={dialog.newRule} onClose={close} />}
      {dialog?.dialog === 'edit' && <ChargeRuleDialog rule={dialog.rule} onClose={close} />}
      {dialog?.dialog === 'delete' && <DeleteChargeRuleDialog rule={dialog.rule} onClose={close} />}
      {dialog?.dialog === 'import' && <ImportReferenceFileDialog file={file} onClose={close} />}
    </div>
  );
}
