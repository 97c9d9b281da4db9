import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import type { TreeNode } from './customer-tree';
import EntityTree from './EntityTree';

const node = (path: string, entity: TreeNode['entity'], label: string, children: TreeNode[] = []): TreeNode => ({ path, entity, label, children });
const ROOT = node('', 'customer', 'Customer: Bakery Ltd', [node('sites.0', 'site', 'Site: Bakery site 1'), node('contacts.0', 'contact', 'Contact: Jane Smith')]);

function Tree() {
  const [selected, setSelected] = useState('');
  return <EntityTree root={ROOT} selected={selected} onSelect={setSelected} />;
}

/** The nodes a screen reader is told are current. */
const current = () => screen.getAllByRole('button').filter((button) => button.getAttribute('aria-current') === 'true').map((button) => button.getAttribute('aria-label'));

describe("the tree of a customer's sub-entities", () => {
  it('tells a screen reader which node is shown, and marks it by more than colour; choosing another moves both', () => {
    render(<Tree />);
    expect(current()).toEqual(['Customer: Bakery Ltd']);
    expect(screen.getByRole('button', { name: 'Customer: Bakery Ltd' }).closest('.entity-tree-node-current')).not.toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Contact: Jane Smith' }));
    expect(current()).toEqual(['Contact: Jane Smith']);
    expect(screen.getByRole('button', { name: 'Contact: Jane Smith' }).closest('.entity-tree-node-current')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Customer: Bakery Ltd' }).closest('.entity-tree-node-current')).toBeNull();
  });
});
