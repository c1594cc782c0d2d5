import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Text } from '../Text/Text';
import { SectionCard } from './SectionCard';

const meta = {
  title: 'Components/SectionCard',
  component: SectionCard,
  args: {
    title: 'Additional Information',
    children: <Text tone="muted">No additional information available.</Text>,
  },
} satisfies Meta<typeof SectionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The card is a region named by its heading. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Additional Information' });
    await expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Additional Information',
    );
    await expect(within(region).getByText('No additional information available.')).toBeVisible();
  },
};

export const WithActions: Story = {
  args: {
    title: 'Group and Subgroup',
    actions: (
      <Button variant="secondary" size="small">
        Edit
      </Button>
    ),
    children: <Text>Operations / Night shift</Text>,
  },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Group and Subgroup' });
    await expect(within(region).getByRole('button', { name: 'Edit' })).toBeVisible();
  },
};
