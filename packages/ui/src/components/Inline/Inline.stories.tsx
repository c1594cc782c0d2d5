import type { Meta, StoryObj } from '@storybook/react-vite';
import { ALIGN, JUSTIFY, SPACE } from '../../styles/sprinkles.css';
import { Button } from '../Button/Button';
import { Inline } from './Inline';

const meta = {
  title: 'Components/Inline',
  component: Inline,
  argTypes: {
    gap: { control: 'select', options: SPACE },
    align: { control: 'select', options: ALIGN },
    justify: { control: 'select', options: JUSTIFY },
  },
  args: {
    children: (
      <>
        <Button variant="secondary">Cancel</Button>
        <Button>Save</Button>
      </>
    ),
  },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const SpaceBetween: Story = { args: { justify: 'spaceBetween' } };
