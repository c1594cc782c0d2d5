import { useMemo, useState } from 'react';
import {
  Button as RACButton,
  Collection,
  Tree as RACTree,
  TreeItem as RACTreeItem,
  TreeItemContent,
  type Key,
  type Selection,
} from 'react-aria-components';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import * as styles from './Tree.css';

/**
 * One node of a tree: a parent when it has `children`, a selectable leaf otherwise. A parent with an empty
 * `children` list can be neither expanded nor selected.
 */
export interface TreeNode {
  /** Unique across the whole tree; reported on selection. */
  id: string;
  /** The text shown, also used for typeahead. */
  label: string;
  /** The nodes shown under this one once it is expanded. */
  children?: readonly TreeNode[];
}

export interface TreeProps {
  /** Accessible name of the tree, e.g. 'Organizations and users'. */
  'aria-label'?: string;
  /** Id of a visible element that names the tree, instead of `aria-label`. */
  'aria-labelledby'?: string;
  /** The top-level nodes. */
  items: readonly TreeNode[];
  /** The selected leaf (controlled); `null` for none. */
  selectedKey?: string | null;
  /**
   * The leaf selected at first (uncontrolled).
   * @default null
   */
  defaultSelectedKey?: string | null;
  /** Called with the id of the leaf the user selects. */
  onSelectionChange?: (id: string) => void;
  /** The expanded parents (controlled). */
  expandedKeys?: Iterable<string>;
  /**
   * The parents expanded at first (uncontrolled); every node starts collapsed unless listed here.
   * @default []
   */
  defaultExpandedKeys?: Iterable<string>;
  /** Called with every expanded parent after the user expands or collapses one. */
  onExpandedChange?: (ids: Set<string>) => void;
  /**
   * Shown when `items` is empty.
   * @default 'Nothing to show'
   */
  emptyLabel?: string;
}

function parentIds(nodes: readonly TreeNode[]): string[] {
  return nodes.flatMap((node) => (node.children ? [node.id, ...parentIds(node.children)] : []));
}

function toIds(keys: Iterable<Key>): Set<string> {
  return new Set([...keys].map(String));
}

/**
 * A tree of collapsible nodes (a `treegrid`): parents expand and collapse on press, Enter or the arrow
 * keys; one leaf at a time can be selected with a press, Enter or Space.
 */
export function Tree({
  items,
  selectedKey,
  defaultSelectedKey = null,
  onSelectionChange,
  expandedKeys,
  defaultExpandedKeys = [],
  onExpandedChange,
  emptyLabel = 'Nothing to show',
  ...labelling
}: TreeProps) {
  const [ownExpanded, setOwnExpanded] = useState(() => new Set(defaultExpandedKeys));
  const expanded = useMemo(
    () => (expandedKeys ? new Set(expandedKeys) : ownExpanded),
    [expandedKeys, ownExpanded],
  );
  const parents = useMemo(() => parentIds(items), [items]);

  function changeExpanded(keys: Iterable<Key>) {
    const ids = toIds(keys);
    if (!expandedKeys) setOwnExpanded(ids);
    onExpandedChange?.(ids);
  }

  function toggle(id: string) {
    const next = new Set(expanded);
    if (!next.delete(id)) next.add(id);
    changeExpanded(next);
  }

  function changeSelection(keys: Selection) {
    const [id] = keys === 'all' ? [] : [...keys];
    if (id !== undefined) onSelectionChange?.(String(id));
  }

  function renderNode(node: TreeNode) {
    // A parent without children has nothing to expand; it stays a row that cannot be selected.
    const isExpandable = (node.children?.length ?? 0) > 0;
    return (
      <RACTreeItem
        id={node.id}
        textValue={node.label}
        hasChildItems={isExpandable}
        // Parents cannot be selected, so a press on them is their action: expand or collapse.
        onAction={isExpandable ? () => toggle(node.id) : undefined}
        className={styles.item}
        style={({ level }) => assignInlineVars({ [styles.depth]: String(level - 1) })}
      >
        <TreeItemContent>
          {isExpandable ? (
            <RACButton slot="chevron" className={styles.chevron}>
              <svg width="12" height="12" viewBox="0 0 12 12" fill="none" aria-hidden="true">
                <path
                  d="M4.5 2.5L8 6l-3.5 3.5"
                  stroke="currentColor"
                  strokeWidth="1.75"
                  strokeLinecap="round"
                />
              </svg>
            </RACButton>
          ) : (
            <span className={styles.chevronSpacer} />
          )}
          <span className={styles.label}>{node.label}</span>
        </TreeItemContent>
        {node.children && (
          <Collection items={node.children} dependencies={[expanded]}>
            {renderNode}
          </Collection>
        )}
      </RACTreeItem>
    );
  }

  return (
    <RACTree
      {...labelling}
      items={items}
      // Rendered rows are cached per item: a new expanded set must re-render them, or a parent's
      // press would toggle against the set it was first rendered with.
      dependencies={[expanded]}
      className={styles.tree}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={selectedKey === undefined ? undefined : selectedKey === null ? [] : [selectedKey]}
      defaultSelectedKeys={defaultSelectedKey === null ? [] : [defaultSelectedKey]}
      onSelectionChange={changeSelection}
      disabledKeys={parents}
      disabledBehavior="selection"
      expandedKeys={expanded}
      onExpandedChange={changeExpanded}
      renderEmptyState={() => <span className={styles.empty}>{emptyLabel}</span>}
    >
      {renderNode}
    </RACTree>
  );
}
