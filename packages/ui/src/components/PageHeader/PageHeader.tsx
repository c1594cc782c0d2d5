import type { ReactNode } from 'react';
import { Heading } from '../Heading/Heading';
import * as styles from './PageHeader.css';

export interface PageHeaderProps {
  /** The page's title, its one `h1`. */
  title: ReactNode;
  /** A line under the title, e.g. an organization's mapping name. */
  description?: ReactNode;
  /** Shown before the title, e.g. a logo or an avatar. */
  media?: ReactNode;
  /** The page's actions (buttons), at the end of the row; they wrap under the title on narrow screens. */
  actions?: ReactNode;
}

/** The top of a page: its title with optional media and description, and the page's actions. */
export function PageHeader({ title, description, media, actions }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.identity}>
        {media}
        <div className={styles.titles}>
          <Heading level={1} size="large">
            {title}
          </Heading>
          {description && <div className={styles.description}>{description}</div>}
        </div>
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </header>
  );
}
