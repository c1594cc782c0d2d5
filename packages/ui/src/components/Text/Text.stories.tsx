import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../Stack/Stack';
import { TEXT_SIZES, TEXT_TONES, TEXT_WEIGHTS, Text } from './Text';

const meta = {
  title: 'Components/Text',
  component: Text,
  args: {
    children: 'You are not currently part of any organization. Please contact your administrator for access.',
  },
  argTypes: {
    tone: { control: 'select', options: TEXT_TONES },
    size: { control: 'select', options: TEXT_SIZES },
    weight: { control: 'select', options: TEXT_WEIGHTS },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Tones: Story = {
  render: () => (
    <Stack gap="small">
      {TEXT_TONES.map((tone) => (
        <Text key={tone} tone={tone}>
          {tone} text
        </Text>
      ))}
    </Stack>
  ),
};

export const Sizes: Story = {
  render: () => (
    <Stack gap="small">
      {TEXT_SIZES.map((size) => (
        <Text key={size} size={size}>
          {size} text
        </Text>
      ))}
    </Stack>
  ),
};
