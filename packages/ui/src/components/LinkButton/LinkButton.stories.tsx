import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BUTTON_SIZES, BUTTON_VARIANTS } from '../Button/Button';
import { Inline } from '../Inline/Inline';
import { LinkButton } from './LinkButton';

const FILE_URL = 'data:text/plain;charset=utf-8,invoice';

const meta = {
  title: 'Components/LinkButton',
  component: LinkButton,
  args: { children: 'Download', href: FILE_URL, target: '_blank' },
  argTypes: {
    variant: { control: 'select', options: BUTTON_VARIANTS },
    size: { control: 'select', options: BUTTON_SIZES },
  },
} satisfies Meta<typeof LinkButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpensInNewTab: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Download' });
    await expect(link).toHaveAttribute('href', FILE_URL);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const link = within(canvasElement).getByRole('link', { name: 'Download' });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const Variants: Story = {
  render: (args) => (
    <Inline gap="medium">
      {BUTTON_VARIANTS.map((variant) => (
        <LinkButton key={variant} {...args} variant={variant}>
          {variant}
        </LinkButton>
      ))}
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links.map((link) => link.dataset.variant)).toEqual([...BUTTON_VARIANTS]);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Inline gap="medium">
      {BUTTON_SIZES.map((size) => (
        <LinkButton key={size} {...args} size={size}>
          Preview {size}
        </LinkButton>
      ))}
    </Inline>
  ),
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Download' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};
