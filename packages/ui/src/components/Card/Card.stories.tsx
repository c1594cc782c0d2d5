import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Heading } from '../Heading/Heading';
import { Text } from '../Text/Text';
import { CARD_PADDINGS, Card } from './Card';

const meta = {
  title: 'Components/Card',
  component: Card,
  argTypes: { padding: { control: 'select', options: CARD_PADDINGS } },
  args: {
    children: (
      <>
        <Heading level={2} size="small">
          Additional Information
        </Heading>
        <Text tone="muted">No additional information available.</Text>
      </>
    ),
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Additional Information' }),
    ).toBeVisible();
  },
};

export const NamedSection: Story = {
  args: {
    as: 'section',
    'aria-labelledby': 'members-title',
    children: (
      <Heading id="members-title" level={2} size="small">
        Members
      </Heading>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Members' })).toBeVisible();
  },
};
