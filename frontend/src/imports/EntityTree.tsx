import Button from '@cloudscape-design/components/button';
import TreeView from '@cloudscape-design/components/tree-view';
import { useState } from 'react';
import type { TreeNode } from './customer-tree';
import './entity-tree.css';

interface EntityTreeProps {
  readonly root: TreeNode;
  readonly selected: string;
  readonly onSelect: (path: string) => void;
}

/**
 * The tree of sub-entities of one customer; choosing a node shows its form. Nodes start expanded. The node shown is
 * the current one (aria-current, as a screen reader says it), marked by a bar beside its label.
 */
export default function EntityTree({ root, selected, onSelect }: EntityTreeProps) {
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const expanded: string[] = [];
  const walk = (node: TreeNode) => {
    if (node.children.length && !collapsed.has(node.path)) expanded.push(node.path);
    node.children.forEach(walk);
  };
  walk(root);
  return (
    <TreeView
      ariaLabel="Customer structure"
      items={[root]}
      getItemId={(node) => node.path || 'customer'}
      getItemChildren={(node) => node.children}
      expandedItems={expanded.map((path) => path || 'customer')}
      i18nStrings={{ expandButtonLabel: (node) => `Expand ${node.label}`, collapseButtonLabel: (node) => `Collapse ${node.label}` }}
      onItemToggle={({ detail }) => {
        const next = new Set(collapsed);
        if (detail.expanded) next.delete(detail.item.path);
        else next.add(detail.item.path);
        setCollapsed(next);
      }}
      renderItem={(node) => ({
        content: (
          <span className={node.path === selected ? 'entity-tree-node entity-tree-node-current' : 'entity-tree-node'}>
            <Button variant="inline-link" ariaLabel={node.label} nativeButtonAttributes={{ 'aria-current': node.path === selected ? 'true' : undefined }} onClick={() => onSelect(node.path)}>
              {node.label}
            </Button>
          </span>
        ),
      })}
    />
  );
}
