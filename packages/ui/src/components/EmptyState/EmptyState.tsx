import type { ReactNode } from 'react';
import * as styles from './EmptyState.css';

export interface EmptyStateProps {
  /** What is missing, e.g. 'No members found'. */
  title: string;
  /** What the user can do about it. */
  description?: ReactNode;
  /** An optional next step, usually a Button. */
  action?: ReactNode;
  /** An optional illustration or icon, hidden from assistive technology. */
  icon?: ReactNode;
}

/** Shown in place of a list or table that has nothing to show. */
export function EmptyState({ title, description, action, icon }: EmptyStateProps) {
  return (
    <div className={styles.emptyState}>
      {icon && <span aria-hidden="true">{icon}</span>}
      <p className={styles.title}>{title}</p>
      {description && <p className={styles.description}>{description}</p>}
      {action}
    </div>
  );
}
