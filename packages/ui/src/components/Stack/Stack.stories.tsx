import type { Meta, StoryObj } from '@storybook/react-vite';
import { ALIGN, SPACE } from '../../styles/sprinkles.css';
import { Button } from '../Button/Button';
import { Stack } from './Stack';

const meta = {
  title: 'Components/Stack',
  component: Stack,
  argTypes: {
    gap: { control: 'select', options: SPACE },
    align: { control: 'select', options: ALIGN },
  },
  args: {
    gap: 'medium',
    children: (
      <>
        <Button>First</Button>
        <Button variant="secondary">Second</Button>
        <Button variant="ghost">Third</Button>
      </>
    ),
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AlignStart: Story = { args: { align: 'start' } };
