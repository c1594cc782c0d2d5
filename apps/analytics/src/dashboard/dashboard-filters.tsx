import { DateRangePicker, Select, SelectItem } from '@waybill/ui';
import { toPickerRange } from '../lib/dates';
import { CARRIER_OPTIONS, type CarrierFilter, type DashboardFilters as Filters } from '../lib/filters';
import * as styles from './dashboard.css';
import { space } from './layout';

export interface DashboardFiltersProps {
  filters: Filters;
  /** The range the server applied: shown while the user has not picked one (the last 12 full months). */
  shownRange?: { from: string; to: string };
  isDisabled?: boolean;
  onChange: (filters: Filters) => void;
}

/** The ship-date range and the carrier (All, UPS, FedEx) of the whole page. */
export function DashboardFilters({ filters, shownRange, isDisabled, onChange }: DashboardFiltersProps) {
  const hasPickedRange = filters.range.from !== undefined || filters.range.to !== undefined;
  const range = hasPickedRange || !shownRange ? filters.range : toPickerRange(shownRange);
  return (
    <div className={styles.filters} style={space.group} role="group" aria-label="Filters">
      <DateRangePicker
        label="Ship date"
        value={range}
        isDisabled={isDisabled}
        onChange={(picked) => onChange({ ...filters, range: picked })}
      />
      <Select
        label="Carrier"
        items={CARRIER_OPTIONS}
        value={filters.carrier}
        isDisabled={isDisabled}
        onChange={(key) => {
          if (key !== null) onChange({ ...filters, carrier: key as CarrierFilter });
        }}
        className={styles.carrier}
      >
        {(option) => <SelectItem id={option.id}>{option.label}</SelectItem>}
      </Select>
    </div>
  );
}
