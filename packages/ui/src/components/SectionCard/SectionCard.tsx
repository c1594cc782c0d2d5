import { useId, type ReactNode } from 'react';
import { Card } from '../Card/Card';
import { Heading } from '../Heading/Heading';
import * as styles from './SectionCard.css';

export interface SectionCardProps {
  /** The card's heading, which also names the region. */
  title: string;
  /** Buttons at the end of the heading row, e.g. Edit or Add Credential. */
  actions?: ReactNode;
  /**
   * The heading's level in the page outline.
   * @default 2
   */
  headingLevel?: 2 | 3 | 4;
  children?: ReactNode;
}

/** A card that is a named region of a page: a heading row with optional actions, then its content. */
export function SectionCard({ title, actions, headingLevel = 2, children }: SectionCardProps) {
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId}>
      <div className={styles.headingRow}>
        <Heading id={headingId} level={headingLevel} size="small">
          {title}
        </Heading>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
      {children}
    </Card>
  );
}
