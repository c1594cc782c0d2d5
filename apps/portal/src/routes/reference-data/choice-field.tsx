import { useState } from 'react';
import { CARRIER_NAMES, SLA_GROUPING_LABELS, type Carrier } from '@waybill/api-client';
import { Select, SelectItem } from '@waybill/ui';
import { BOTH_CARRIERS } from './format';

/** A choice of one key of a select, null until made. */
export type Choice<Key extends string> = { key: Key | null; set: (key: Key | null) => void };

export function useChoice<Key extends string>(initial: Key | null | undefined): Choice<Key> {
  const [key, set] = useState<Key | null>(initial ?? null);
  return { key, set };
}

/**
 * A select of one of `labels`' keys, for a form dialog (its error from the form's checks). With `isLabelHidden` its
 * label names it for assistive technology only, for a select under a column's heading.
 */
export function ChoiceField<Key extends string>({
  label,
  isLabelHidden = false,
  placeholder,
  labels,
  choice,
  error,
}: {
  label: string;
  /** @default false */
  isLabelHidden?: boolean;
  placeholder: string;
  labels: Record<Key, string>;
  choice: Choice<Key>;
  error: string | undefined;
}) {
  return (
    <Select
      {...(isLabelHidden ? { 'aria-label': label } : { label })}
      placeholder={placeholder}
      selectedKey={choice.key}
      onSelectionChange={(key) => choice.set(Object.hasOwn(labels, String(key)) ? (key as Key) : null)}
      isInvalid={Boolean(error)}
      errorMessage={error}
    >
      {(Object.entries(labels) as [Key, string][]).map(([key, text]) => (
        <SelectItem key={key} id={key}>
          {text}
        </SelectItem>
      ))}
    </Select>
  );
}

/** The Carrier select of a reference row's form: UPS or FedEx. */
export function CarrierField({ choice, error }: { choice: Choice<Carrier>; error: string | undefined }) {
  return (
    <ChoiceField
      label="Carrier"
      placeholder="UPS or FedEx"
      labels={CARRIER_NAMES}
      choice={choice}
      error={error}
    />
  );
}

const carrierOrBothLabels = { [BOTH_CARRIERS]: 'Both carriers', ...CARRIER_NAMES };

/** The Carrier select of a reference row of one carrier or both: Both carriers, UPS or FedEx. */
export function CarrierOrBothField({
  choice,
  error,
}: {
  choice: Choice<Carrier | typeof BOTH_CARRIERS>;
  error: string | undefined;
}) {
  return (
    <ChoiceField
      label="Carrier"
      placeholder="UPS, FedEx or both"
      labels={carrierOrBothLabels}
      choice={choice}
      error={error}
    />
  );
}

/** The SLA Group select of a reference row's form. */
export function SlaGroupField({
  choice,
  error,
}: {
  choice: Choice<keyof typeof SLA_GROUPING_LABELS>;
  error: string | undefined;
}) {
  return (
    <ChoiceField
      label="SLA Group"
      placeholder="Choose an SLA group"
      labels={SLA_GROUPING_LABELS}
      choice={choice}
      error={error}
    />
  );
}
