import { Button } from '@waybill/ui';
import type { CrossFilterDimension } from '../lib/dimensions';
import { crossFilterLabel, type CrossFilter } from '../lib/filters';
import * as styles from './dashboard.css';
import { space } from './layout';

export interface FilterChipsProps {
  filters: readonly CrossFilter[];
  onRemove: (dimension: CrossFilterDimension) => void;
}

/** The values pressed in the charts, each a chip that removes its filter when pressed. */
export function FilterChips({ filters, onRemove }: FilterChipsProps) {
  if (filters.length === 0) return null;
  return (
    <ul className={styles.chips} style={space.chips} aria-label="Filters from the charts">
      {filters.map((filter) => {
        const label = crossFilterLabel(filter);
        return (
          <li key={filter.dimension}>
            <Button
              variant="secondary"
              size="small"
              aria-label={`Remove filter ${label}`}
              onPress={() => onRemove(filter.dimension)}
            >
              {label}
              <span aria-hidden="true">×</span>
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
