import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Inline } from '../Inline/Inline';
import { BADGE_TONES, Badge } from './Badge';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { children: 'Not Verified', tone: 'warning' },
  argTypes: { tone: { control: 'select', options: BADGE_TONES } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Warning: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Not Verified')).toBeVisible();
  },
};

export const Success: Story = { args: { tone: 'success', children: 'active' } };

export const Danger: Story = { args: { tone: 'danger', children: 'inactive' } };

export const Neutral: Story = { args: { tone: 'neutral', children: 'pending' } };

export const AllTones: Story = {
  render: () => (
    <Inline>
      {BADGE_TONES.map((tone) => (
        <Badge key={tone} tone={tone}>
          {tone}
        </Badge>
      ))}
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    for (const tone of BADGE_TONES) await expect(within(canvasElement).getByText(tone)).toBeVisible();
  },
};
