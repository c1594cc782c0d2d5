import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Inline } from '../Inline/Inline';
import { LoadingBlock, SPINNER_SIZES, Spinner } from './Spinner';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
  argTypes: { size: { control: 'select', options: SPINNER_SIZES } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading' })).toBeVisible();
  },
};

export const Sizes: Story = {
  render: () => (
    <Inline gap="large">
      {SPINNER_SIZES.map((size) => (
        <Spinner key={size} size={size} aria-label={`Loading ${size}`} />
      ))}
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('progressbar')).toHaveLength(SPINNER_SIZES.length);
  },
};

export const Block: Story = {
  render: () => <LoadingBlock aria-label="Loading organizations" />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Loading organizations' }),
    ).toBeVisible();
  },
};
