import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { Tree, type TreeNode } from './Tree';

const ORGANIZATIONS: TreeNode[] = [
  {
    id: 'org-acme',
    label: 'Acme Freight',
    children: [
      { id: 'user-ann', label: 'Ann Lee' },
      { id: 'user-bo', label: 'Bo Chen' },
    ],
  },
  { id: 'org-northwind', label: 'Northwind Parcel', children: [{ id: 'user-cy', label: 'Cy Diaz' }] },
  { id: 'org-harbor', label: 'Blue Harbor Logistics', children: [] },
];

const meta = {
  title: 'Components/Tree',
  component: Tree,
  args: { 'aria-label': 'Organizations and users', items: ORGANIZATIONS, onSelectionChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tree>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tree = canvas.getByRole('treegrid', { name: 'Organizations and users' });
    const rows = within(tree).getAllByRole('row');
    await expect(rows.map((row) => row.textContent)).toEqual([
      'Acme Freight',
      'Northwind Parcel',
      'Blue Harbor Logistics',
    ]);
    await expect(rows[0]).toHaveAttribute('aria-expanded', 'false');
    await expect(rows[1]).toHaveAttribute('aria-expanded', 'false');
    // An organization without users has nothing to expand and cannot be selected.
    await expect(rows[2]).not.toHaveAttribute('aria-expanded');
    await expect(rows[2]).not.toHaveAttribute('aria-selected');
    await expect(canvas.queryByRole('row', { name: 'Ann Lee' })).not.toBeInTheDocument();

    await userEvent.click(canvas.getByRole('row', { name: 'Acme Freight' }));
    await expect(canvas.getByRole('row', { name: 'Acme Freight' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('row', { name: 'Ann Lee' })).toBeVisible();
    await expect(canvas.getByRole('row', { name: 'Bo Chen' })).toBeVisible();

    await userEvent.click(canvas.getByRole('row', { name: 'Acme Freight' }));
    await expect(canvas.getByRole('row', { name: 'Acme Freight' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('row', { name: 'Ann Lee' })).not.toBeInTheDocument();
  },
};

export const KeyboardExpand: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('row', { name: 'Acme Freight' })).toHaveFocus();

    await userEvent.keyboard('{ArrowDown}');
    const northwind = canvas.getByRole('row', { name: 'Northwind Parcel' });
    await expect(northwind).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(northwind).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('row', { name: 'Cy Diaz' })).toBeVisible();

    await userEvent.keyboard('{ArrowLeft}');
    await expect(northwind).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(northwind).toHaveAttribute('aria-expanded', 'true');

    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('row', { name: 'Cy Diaz' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('row', { name: 'Cy Diaz' })).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenCalledWith('user-cy');
  },
};

export const Expanded: Story = {
  args: { defaultExpandedKeys: ['org-acme', 'org-northwind'] },
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement).getAllByRole('row');
    await expect(rows.map((row) => row.textContent)).toEqual([
      'Acme Freight',
      'Ann Lee',
      'Bo Chen',
      'Northwind Parcel',
      'Cy Diaz',
      'Blue Harbor Logistics',
    ]);
  },
};

function SelectUser({ onSelectionChange }: { onSelectionChange?: (id: string) => void }) {
  const [selected, setSelected] = useState<string | null>(null);
  const user = ORGANIZATIONS.flatMap((org) => org.children ?? []).find((node) => node.id === selected);
  return (
    <Stack gap="medium">
      <Tree
        aria-label="Organizations and users"
        items={ORGANIZATIONS}
        selectedKey={selected}
        onSelectionChange={(id) => {
          setSelected(id);
          onSelectionChange?.(id);
        }}
      />
      <Text>{user ? `Showing documents of ${user.label}` : 'Select a user to view their documents'}</Text>
    </Stack>
  );
}

export const WithSelection: Story = {
  render: (args) => <SelectUser onSelectionChange={args.onSelectionChange} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Select a user to view their documents')).toBeVisible();

    await userEvent.click(canvas.getByRole('row', { name: 'Acme Freight' }));
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('row', { name: 'Acme Freight' })).not.toHaveAttribute('aria-selected');
    await expect(canvas.getByRole('row', { name: 'Acme Freight' })).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(canvas.getByRole('row', { name: 'Bo Chen' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('user-bo');
    await expect(canvas.getByRole('row', { name: 'Bo Chen' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText('Showing documents of Bo Chen')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { items: [], emptyLabel: 'No organizations' },
  play: async ({ canvasElement }) => {
    const tree = within(canvasElement).getByRole('treegrid', { name: 'Organizations and users' });
    await expect(within(tree).getByText('No organizations')).toBeVisible();
  },
};
