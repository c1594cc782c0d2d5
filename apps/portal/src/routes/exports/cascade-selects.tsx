import {
  SLA_GROUPING_LABELS,
  UNIFIED_CHARGE_GROUPING_LABELS,
  type ExportFilterDetail,
} from '@waybill/api-client';
import { Select, SelectItem } from '@waybill/ui';
import {
  senderStateOptions,
  slaOptions,
  unifiedChargeOptions,
  withSenderState,
  withSlaGrouping,
  withUnifiedCharge,
  type CascadeChoice,
  type SlaGrouping,
  type UnifiedChargeGrouping,
} from './export-filters';

/** The key of each select's first option, which keeps every value. */
const ALL = '__all__';

interface FilterSelectProps {
  label: string;
  allLabel: string;
  options: readonly { id: string; label: string }[];
  value: string | null;
  onChange: (value: string | null) => void;
  isLoading: boolean;
}

/** A select of the values that exist, after an 'All' option; disabled while there are none. */
function FilterSelect({ label, allLabel, options, value, onChange, isLoading }: FilterSelectProps) {
  const items = options.length === 0 ? [] : [{ id: ALL, label: allLabel }, ...options];
  return (
    <Select
      label={label}
      items={items}
      value={options.length === 0 ? null : (value ?? ALL)}
      placeholder={isLoading ? 'Loading...' : allLabel}
      onChange={(key) => onChange(key === null || key === ALL ? null : String(key))}
    >
      {(option) => <SelectItem id={option.id}>{option.label}</SelectItem>}
    </Select>
  );
}

export interface CascadeSelectsProps {
  /** The combinations of `GET /export/details` (empty while they load or when they failed). */
  details: readonly ExportFilterDetail[];
  choice: CascadeChoice;
  onChange: (choice: CascadeChoice) => void;
  isLoading: boolean;
}

/**
 * Unified Charge, SLA Grouping and Sender State (SPEC §4 "Cascading export filters"): each offers the values
 * that exist with the choices before it, and a new choice clears the ones after it.
 */
export function CascadeSelects({ details, choice, onChange, isLoading }: CascadeSelectsProps) {
  return (
    <>
      <FilterSelect
        label="Unified Charge"
        allLabel="All Charges"
        options={unifiedChargeOptions(details).map((id) => ({
          id,
          label: UNIFIED_CHARGE_GROUPING_LABELS[id],
        }))}
        value={choice.unifiedCharge}
        onChange={(value) => onChange(withUnifiedCharge(value as UnifiedChargeGrouping | null))}
        isLoading={isLoading}
      />
      <FilterSelect
        label="SLA Grouping"
        allLabel="All SLA Groupings"
        options={slaOptions(details, choice).map((id) => ({ id, label: SLA_GROUPING_LABELS[id] }))}
        value={choice.slaGrouping}
        onChange={(value) => onChange(withSlaGrouping(choice, value as SlaGrouping | null))}
        isLoading={isLoading}
      />
      <FilterSelect
        label="Sender State"
        allLabel="All Sender States"
        options={senderStateOptions(details, choice).map((id) => ({ id, label: id }))}
        value={choice.senderState}
        onChange={(value) => onChange(withSenderState(choice, value))}
        isLoading={isLoading}
      />
    </>
  );
}
