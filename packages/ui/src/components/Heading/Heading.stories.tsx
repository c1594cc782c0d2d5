import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack } from '../Stack/Stack';
import { HEADING_SIZES, Heading } from './Heading';

const meta = {
  title: 'Components/Heading',
  component: Heading,
  args: { children: 'No Organization Access', level: 1 },
  argTypes: { size: { control: 'select', options: HEADING_SIZES } },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'No Organization Access' }),
    ).toBeVisible();
  },
};

export const Sizes: Story = {
  render: () => (
    <Stack>
      {HEADING_SIZES.map((size, index) => (
        <Heading key={size} size={size} level={index + 1}>
          Heading {size}
        </Heading>
      ))}
    </Stack>
  ),
};
