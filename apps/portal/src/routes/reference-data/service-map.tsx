import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  carrierName,
  SERVICE_MATCH_LABELS,
  SLA_GROUPING_LABELS,
  type ServiceRule,
} from '@waybill/api-client';
import { DataTable, PageHeader, SearchField, useClientSearch, type DataTableColumn } from '@waybill/ui';
import { useApi } from '../../lib/api';
import { serviceRulesQuery } from '../../lib/queries';
import * as layout from '../page-layout.css';
import { DeleteServiceRuleDialog } from './delete-service-rule-dialog';
import { ImportReferenceFileDialog, ReferenceFileActions, type ReferenceFile } from './reference-files';
import { rowActionsColumn } from './row-actions';
import { useMappingFromAddress } from './row-dialog';
import { ServiceRuleDialog, type NewServiceRule } from './service-rule-dialog';
import { guaranteeText } from './service-rule-format';

const searchFields = ['pattern'] as const satisfies readonly (keyof ServiceRule)[];

const file: ReferenceFile = { path: '/reference-data/service-rules.csv' };

/** The dialog the screen has open, if any. */
type Open =
  | { dialog: 'add'; newRule: NewServiceRule }
  | { dialog: 'edit' | 'delete'; rule: ServiceRule }
  | { dialog: 'import' };

function columnsWith(open: (next: Open) => void): DataTableColumn<ServiceRule>[] {
  return [
    { id: 'carrier', header: 'Carrier', accessor: (rule) => carrierName(rule.carrier) },
    { id: 'match', header: 'Match', accessor: (rule) => SERVICE_MATCH_LABELS[rule.match] },
    { id: 'pattern', header: 'Pattern', accessor: 'pattern', isRowHeader: true },
    { id: 'priority', header: 'Priority', accessor: 'priority', align: 'end' },
    { id: 'slaGrouping', header: 'SLA Group', accessor: (rule) => SLA_GROUPING_LABELS[rule.slaGrouping] },
    { id: 'groundVsExpress', header: 'Ground/Express', accessor: 'groundVsExpress' },
    { id: 'scope', header: 'Scope', accessor: 'scope' },
    { id: 'guarantee', header: 'Guaranteed', accessor: guaranteeText },
    rowActionsColumn({
      nameOf: (rule) => rule.pattern,
      onEdit: (rule) => open({ dialog: 'edit', rule }),
      onDelete: (rule) => open({ dialog: 'delete', rule }),
    }),
  ];
}

/**
 * Service Map (/reference-data/services, platform admins): the rules that turn a carrier's service names into SLA
 * groups, ground or express, scope and guarantee periods, in the order they win; add, edit and delete them, or
 * export the map as CSV and import an edited one. Every change re-derives the stored packages it moves.
 */
export default function ServiceMapRoute() {
  const api = useApi();
  const rules = useQuery(serviceRulesQuery(api));
  const [search, setSearch] = useState('');
  // `?carrier=&service=`: the unmapped list's "Map…".
  const { mapping, forget } = useMappingFromAddress('service');
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
        title="Service Map"
        description="How carriers' service names become SLA groups, ground or express, scope and guarantees: the highest priority wins, then exact before begins-with before an expression, then the longer pattern."
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
        aria-label="Service rules"
        columns={columnsWith(setOpen)}
        rows={shown}
        getRowId={(rule) => rule.id}
        isLoading={rules.isPending}
        errorText={rules.isError ? 'An error occurred while fetching the service map.' : undefined}
        onRetry={() => void rules.refetch()}
        emptyText={search ? 'No rule has a pattern like that.' : 'The service map has no rules.'}
      />
      {dialog?.dialog === 'add' && <ServiceRuleDialog newRule={dialog.newRule} onClose={close} />}
      {dialog?.dialog === 'edit' && <ServiceRuleDialog rule={dialog.rule} onClose={close} />}
      {dialog?.dialog === 'delete' && <DeleteServiceRuleDialog rule={dialog.rule} onClose={close} />}
      {dialog?.dialog === 'import' && <ImportReferenceFileDialog file={file} onClose={close} />}
    </div>
  );
}
