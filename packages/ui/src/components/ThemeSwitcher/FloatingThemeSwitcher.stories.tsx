import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { THEME_NAMES, themeClassNames } from '../../theme';
import { FloatingThemeSwitcher } from './FloatingThemeSwitcher';

const meta = {
  title: 'Components/FloatingThemeSwitcher',
  component: FloatingThemeSwitcher,
  args: { onThemeChange: fn() },
  argTypes: { theme: { control: 'select', options: THEME_NAMES } },
  parameters: {
    layout: 'fullscreen',
    // The switcher is fixed to the viewport: give each story on the docs page a frame of its own.
    docs: { story: { inline: false, height: '360px' } },
  },
} satisfies Meta<typeof FloatingThemeSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

function viewport() {
  return { width: document.documentElement.clientWidth, height: document.documentElement.clientHeight };
}

async function expectInsideViewport(element: HTMLElement) {
  const rect = element.getBoundingClientRect();
  const { width, height } = viewport();
  await expect(rect.left).toBeGreaterThanOrEqual(0);
  await expect(rect.top).toBeGreaterThanOrEqual(0);
  await expect(rect.right).toBeLessThanOrEqual(width);
  await expect(rect.bottom).toBeLessThanOrEqual(height);
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const handle = within(canvasElement).getByRole('button', { name: 'Theme: SmallSpacing' });
    await expect(handle).toBeVisible();
    await expect(handle).toHaveAccessibleDescription('Drag it, or use the arrow keys, to move it.');
    await expectInsideViewport(handle);
    const rect = handle.getBoundingClientRect();
    const { width, height } = viewport();
    // Bottom-right corner until moved.
    await expect(rect.left).toBeGreaterThan(width / 2);
    await expect(rect.top).toBeGreaterThan(height / 2);
  },
};

export const PressOpensThemes: Story = {
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

export const ChooseDark: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Theme: SmallSpacing' }));
    const listbox = await screen.findByRole('listbox', { name: 'Themes' });
    await userEvent.click(within(listbox).getByRole('option', { name: 'Dark' }));

    await expect(document.documentElement).toHaveClass(themeClassNames.Dark);
    await expect(document.documentElement).not.toHaveClass(themeClassNames.SmallSpacing);
    await expect(args.onThemeChange).toHaveBeenCalledWith('Dark');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(within(canvasElement).getByRole('button', { name: 'Theme: Dark' })).toBeVisible();
  },
};

export const Controlled: Story = {
  args: { theme: 'Theme2' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Theme: Theme2' }));
    const listbox = await screen.findByRole('listbox', { name: 'Themes' });
    await expect(within(listbox).getByRole('option', { name: 'Theme2' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const DragWithPointer: Story = {
  play: async ({ canvasElement }) => {
    const handle = within(canvasElement).getByRole('button', { name: 'Theme: SmallSpacing' });
    const before = handle.getBoundingClientRect();
    const grab = { clientX: before.left + before.width / 2, clientY: before.top + before.height / 2 };

    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: handle, coords: grab },
      { target: handle, coords: { clientX: grab.clientX - 60, clientY: grab.clientY - 40 } },
      { target: handle, coords: { clientX: grab.clientX - 120, clientY: grab.clientY - 80 } },
      { keys: '[/MouseLeft]', target: handle },
    ]);
    const moved = handle.getBoundingClientRect();
    await expect(moved.left).toBeCloseTo(before.left - 120, 0);
    await expect(moved.top).toBeCloseTo(before.top - 80, 0);
    await expectInsideViewport(handle);
    // The press that ended the drag does not open the theme list.
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    // Dragged far past the top-left corner, it stops at the edge of the viewport.
    const again = { clientX: moved.left + 10, clientY: moved.top + 10 };
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: handle, coords: again },
      { target: handle, coords: { clientX: -2000, clientY: -2000 } },
      { keys: '[/MouseLeft]', target: handle },
    ]);
    const clamped = handle.getBoundingClientRect();
    await expect(clamped.left).toBe(0);
    await expect(clamped.top).toBe(0);
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    // A press without movement still opens it.
    await userEvent.click(handle);
    const listbox = await screen.findByRole('listbox', { name: 'Themes' });
    await expect(within(listbox).getAllByRole('option')).toHaveLength(THEME_NAMES.length);
  },
};

export const MoveWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const handle = canvas.getByRole('button', { name: 'Theme: SmallSpacing' });
    await userEvent.tab();
    await expect(handle).toHaveFocus();
    const before = handle.getBoundingClientRect();

    await userEvent.keyboard('{ArrowLeft}');
    // 16 px a press, 64 with Shift.
    await expect(handle.getBoundingClientRect().left).toBe(before.left - 16);
    await userEvent.keyboard('{Shift>}{ArrowUp}{/Shift}');
    const moved = handle.getBoundingClientRect();
    await expect(moved.top).toBe(before.top - 64);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      `Theme switcher moved to ${moved.left} pixels from the left and ${moved.top} pixels from the top.`,
    );

    // At the right edge, further presses keep it inside the viewport.
    for (let press = 0; press < 10; press += 1) await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}');
    await expectInsideViewport(handle);
    await expect(handle.getBoundingClientRect().right).toBeCloseTo(viewport().width, 0);

    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox', { name: 'Themes' });
    await expect(within(listbox).getAllByRole('option')).toHaveLength(THEME_NAMES.length);
  },
};
