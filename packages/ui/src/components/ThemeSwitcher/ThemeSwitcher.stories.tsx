import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { THEME_NAMES, type ThemeName } from '../../theme';
import { ThemeSwitcher } from './ThemeSwitcher';

const meta = {
  title: 'Components/ThemeSwitcher',
  component: ThemeSwitcher,
  args: { value: 'SmallSpacing', onChange: fn() },
  argTypes: { value: { control: 'select', options: THEME_NAMES } },
} satisfies Meta<typeof ThemeSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Theme: SmallSpacing' })).toBeVisible();
  },
};

export const ListsEveryTheme: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Theme: SmallSpacing' }));
    const listbox = await screen.findByRole('listbox', { name: 'Themes' });
    const options = within(listbox).getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([...THEME_NAMES]);
    await expect(within(listbox).getByRole('option', { name: 'SmallSpacing' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

function Controlled({ onChange }: { onChange: (theme: ThemeName) => void }) {
  const [theme, setTheme] = useState<ThemeName>('SmallSpacing');
  return (
    <ThemeSwitcher
      value={theme}
      onChange={(picked) => {
        setTheme(picked);
        onChange(picked);
      }}
    />
  );
}

export const PickATheme: Story = {
  render: (args) => <Controlled onChange={args.onChange} />,
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Theme: SmallSpacing' }));
    const listbox = await screen.findByRole('listbox', { name: 'Themes' });
    await userEvent.click(within(listbox).getByRole('option', { name: 'Theme3' }));
    await expect(args.onChange).toHaveBeenCalledWith('Theme3');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(within(canvasElement).getByRole('button', { name: 'Theme: Theme3' })).toBeVisible();
  },
};
