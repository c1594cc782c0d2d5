import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '../Badge/Badge';
import { DetailList } from './DetailList';

const meta = {
  title: 'Components/DetailList',
  component: DetailList,
  args: {
    items: [
      { term: 'Organization', description: 'Acme Freight' },
      { term: 'Role', description: 'Organization Admin' },
      { term: 'License', description: <Badge tone="success">Licensed</Badge> },
    ],
  },
} satisfies Meta<typeof DetailList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const terms = canvasElement.querySelectorAll('dt');
    await expect([...terms].map((term) => term.textContent)).toEqual(['Organization', 'Role', 'License']);
    await expect(canvas.getByText('Acme Freight').tagName).toBe('DD');
  },
};

/** Missing values read as a dash, or as the given `emptyText`. */
export const EmptyValues: Story = {
  args: {
    items: [
      { term: 'Group', description: null },
      { term: 'Subgroup', description: '' },
    ],
    emptyText: 'Not set',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Not set')).toHaveLength(2);
  },
};
