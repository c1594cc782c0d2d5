import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { ICON_SIZES, Icon } from './Icon';
import * as icons from './icons';

const meta = {
  title: 'Components/Icon',
  component: Icon,
  args: { icon: icons.UsersIcon },
  argTypes: {
    size: { control: 'select', options: ICON_SIZES },
    icon: { control: false },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Beside a label, an icon is decoration: hidden from assistive technology. */
export const Decorative: Story = {
  render: (args) => (
    <Inline gap="xsmall" align="center">
      <Icon {...args} />
      <Text>People</Text>
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(within(canvasElement).queryByRole('img')).not.toBeInTheDocument();
  },
};

/** Standing alone, an icon with `label` is an image with that name. */
export const Labelled: Story = {
  args: { label: 'Organizations', icon: icons.Building2Icon, size: 'large' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Organizations' })).toBeVisible();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Inline gap="medium" align="center">
      {ICON_SIZES.map((size) => (
        <Icon key={size} {...args} size={size} label={size} />
      ))}
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'small' })).toHaveAttribute('width', '14');
    await expect(canvas.getByRole('img', { name: 'medium' })).toHaveAttribute('width', '16');
    await expect(canvas.getByRole('img', { name: 'large' })).toHaveAttribute('width', '20');
  },
};

/** Every icon of the set, with its export name. */
export const TheSet: Story = {
  render: () => (
    <Stack gap="xsmall">
      {Object.entries(icons).map(([name, glyph]) => (
        <Inline key={name} gap="xsmall" align="center">
          <Icon icon={glyph} />
          <Text size="small">{name}</Text>
        </Inline>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('svg')).toHaveLength(Object.keys(icons).length);
  },
};
