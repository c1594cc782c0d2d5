import type { Key } from 'react-aria-components';
import { Button, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import * as styles from './PickerSelect.css';

export interface PickerSelectOption {
  id: Key;
  label: string;
}

export interface PickerSelectProps {
  /** Names the select for assistive technology (the picker has no room for visible labels). */
  'aria-label': string;
  options: readonly PickerSelectOption[];
  value: Key | null;
  onChange: (key: Key) => void;
}

/** A compact single-choice select used inside the date range popover. */
export function PickerSelect({ 'aria-label': ariaLabel, options, value, onChange }: PickerSelectProps) {
  return (
    <Select
      aria-label={ariaLabel}
      value={value}
      onChange={(key) => {
        if (key != null) onChange(key);
      }}
      className={styles.select}
    >
      <Button className={styles.trigger}>
        <SelectValue />
        <span aria-hidden="true" className={styles.chevron}>
          ▾
        </span>
      </Button>
      <Popover className={styles.popover}>
        <ListBox items={options} className={styles.listBox}>
          {(option) => (
            <ListBoxItem id={option.id} className={styles.option}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
