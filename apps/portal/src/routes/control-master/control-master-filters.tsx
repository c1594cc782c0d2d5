import type { ControlMasterClient } from '@waybill/api-client';
import { DateRangePicker, Select, SelectItem } from '@waybill/ui';
import {
  ALL,
  CARRIER_OPTIONS,
  clientsOfCarrier,
  withCarrier,
  type CarrierFilter,
  type ControlMasterFilters as Filters,
} from './control-list';
import * as styles from './control-master.css';

export interface ControlMasterFiltersProps {
  filters: Filters;
  /** The clients of `GET /control-master/clients` (empty while they load or when they fail). */
  clients: readonly ControlMasterClient[];
  onChange: (filters: Filters) => void;
}

/** Carrier, Client and Invoice Date: the filters sent to `GET /control-master`. */
export function ControlMasterFilters({ filters, clients, onChange }: ControlMasterFiltersProps) {
  const clientOptions = [
    { id: ALL, label: 'All Clients' },
    ...clientsOfCarrier(clients, filters.carrier).map((entry) => ({ id: entry.client, label: entry.name })),
  ];
  return (
    <div className={styles.filters} role="group" aria-label="Filters">
      <Select
        label="Carrier"
        items={CARRIER_OPTIONS}
        value={filters.carrier}
        onChange={(key) => {
          if (key !== null) onChange(withCarrier(filters, key as CarrierFilter, clients));
        }}
        className={styles.filter}
      >
        {(option) => <SelectItem id={option.id}>{option.label}</SelectItem>}
      </Select>
      <Select
        label="Client"
        items={clientOptions}
        value={filters.client}
        onChange={(key) => {
          if (key !== null) onChange({ ...filters, client: String(key) });
        }}
        className={styles.filter}
      >
        {(option) => <SelectItem id={option.id}>{option.label}</SelectItem>}
      </Select>
      <DateRangePicker
        label="Invoice Date"
        value={filters.invoiceDates}
        onChange={(invoiceDates) => onChange({ ...filters, invoiceDates })}
      />
    </div>
  );
}
