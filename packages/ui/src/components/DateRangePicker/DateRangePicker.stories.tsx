import { CalendarDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DateRangePicker } from './DateRangePicker';

/** A fixed "today" (a Sunday) keeps every story and assertion the same on any day. */
const TODAY = new CalendarDate(2026, 11, 22);
const nov = (day: number) => new CalendarDate(2026, 11, day);

const meta = {
  title: 'Components/DateRangePicker',
  component: DateRangePicker,
  args: { today: TODAY, onChange: fn() },
  argTypes: {
    today: { control: false },
    value: { control: false },
    defaultValue: { control: false },
  },
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

function trigger(canvasElement: HTMLElement) {
  return within(canvasElement).getByRole('button', { name: /^Date range/ });
}

async function openPicker(canvasElement: HTMLElement) {
  await userEvent.click(trigger(canvasElement));
  return screen.findByRole('dialog', { name: 'Date range' });
}

function presetSelect(dialog: HTMLElement) {
  return within(dialog).getByRole('button', { name: /Preset/ });
}

async function choosePreset(dialog: HTMLElement, preset: string) {
  await userEvent.click(presetSelect(dialog));
  await userEvent.click(await screen.findByRole('option', { name: preset }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

/** The day button of a month grid, e.g. day(dialog, 'November 2026', 'November 3, 2026'). */
function day(dialog: HTMLElement, month: string, date: string) {
  const grid = within(dialog).getByRole('grid', { name: new RegExp(month) });
  return within(grid).getByRole('button', { name: new RegExp(`${date}(?!\\d)`) });
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toHaveTextContent('Pick a date');
    const dialog = await openPicker(canvasElement);
    await expect(presetSelect(dialog)).toHaveTextContent('Custom Range');
    await expect(within(dialog).queryAllByRole('gridcell', { selected: true })).toHaveLength(0);
  },
};

export const CustomPlaceholder: Story = {
  args: { placeholder: 'Any invoice date' },
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toHaveTextContent('Any invoice date');
  },
};

export const WithLabel: Story = {
  args: { label: 'Invoice date', defaultValue: { from: nov(3), to: nov(10) } },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', {
      name: 'Invoice date Nov 03, 2026 - Nov 10, 2026',
    });
    await expect(within(canvasElement).getByText('Invoice date')).toBeVisible();
    await userEvent.click(button);
    await expect(await screen.findByRole('dialog', { name: 'Invoice date' })).toBeVisible();
  },
};

export const FromOnly: Story = {
  args: { defaultValue: { from: nov(3) } },
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toHaveTextContent('On or after Nov 03, 2026');
    const dialog = await openPicker(canvasElement);
    await expect(presetSelect(dialog)).toHaveTextContent('Custom Range');
    const selected = within(dialog).getAllByRole('gridcell', { selected: true });
    await expect(selected).toHaveLength(1);
    await expect(selected[0]).toHaveTextContent('3');
  },
};

export const ToOnly: Story = {
  args: { defaultValue: { to: nov(3) } },
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toHaveTextContent('On or before Nov 03, 2026');
    const dialog = await openPicker(canvasElement);
    await expect(presetSelect(dialog)).toHaveTextContent('Custom Range');
  },
};

export const Range: Story = {
  args: { defaultValue: { from: nov(3), to: nov(10) } },
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toHaveTextContent('Nov 03, 2026 - Nov 10, 2026');
    const dialog = await openPicker(canvasElement);
    await expect(presetSelect(dialog)).toHaveTextContent('Custom Range');
    const selected = within(dialog).getAllByRole('gridcell', { selected: true });
    await expect(selected.map((cell) => cell.textContent)).toEqual(['3', '4', '5', '6', '7', '8', '9', '10']);
  },
};

export const PresetToday: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openPicker(canvasElement);
    await choosePreset(dialog, 'Today');
    await expect(args.onChange).toHaveBeenLastCalledWith({ from: TODAY, to: TODAY });
    await expect(trigger(canvasElement)).toHaveTextContent('Nov 22, 2026 - Nov 22, 2026');
    await expect(presetSelect(dialog)).toHaveTextContent('Today');
  },
};

export const PresetYesterday: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openPicker(canvasElement);
    await choosePreset(dialog, 'Yesterday');
    await expect(trigger(canvasElement)).toHaveTextContent('Nov 21, 2026 - Nov 21, 2026');
    await expect(presetSelect(dialog)).toHaveTextContent('Yesterday');
  },
};

export const PresetLast7Days: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openPicker(canvasElement);
    await choosePreset(dialog, 'Last 7 days');
    await expect(trigger(canvasElement)).toHaveTextContent('Nov 16, 2026 - Nov 22, 2026');
    await expect(presetSelect(dialog)).toHaveTextContent('Last 7 days');
    await expect(within(dialog).getAllByRole('gridcell', { selected: true })).toHaveLength(7);
  },
};

export const PresetLast30Days: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openPicker(canvasElement);
    await choosePreset(dialog, 'Last 30 days');
    await expect(trigger(canvasElement)).toHaveTextContent('Oct 24, 2026 - Nov 22, 2026');
    await expect(presetSelect(dialog)).toHaveTextContent('Last 30 days');
    await expect(within(dialog).getAllByRole('gridcell', { selected: true })).toHaveLength(30);
  },
};

export const PresetOnOrBefore: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openPicker(canvasElement);
    await choosePreset(dialog, 'On or Before');
    await expect(args.onChange).toHaveBeenLastCalledWith({ to: TODAY });
    await expect(trigger(canvasElement)).toHaveTextContent('On or before Nov 22, 2026');
    await expect(presetSelect(dialog)).toHaveTextContent('On or Before');
  },
};

export const PresetOnOrAfter: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openPicker(canvasElement);
    await choosePreset(dialog, 'On or After');
    await expect(args.onChange).toHaveBeenLastCalledWith({ from: TODAY });
    await expect(trigger(canvasElement)).toHaveTextContent('On or after Nov 22, 2026');
    await expect(presetSelect(dialog)).toHaveTextContent('On or After');
  },
};

export const PresetCustomRangeKeepsRange: Story = {
  args: { defaultValue: { from: nov(16), to: TODAY } },
  play: async ({ args, canvasElement }) => {
    const dialog = await openPicker(canvasElement);
    await expect(presetSelect(dialog)).toHaveTextContent('Last 7 days');
    await choosePreset(dialog, 'Custom Range');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(trigger(canvasElement)).toHaveTextContent('Nov 16, 2026 - Nov 22, 2026');
  },
};

export const PresetFollowsRange: Story = {
  args: { defaultValue: { from: nov(16), to: TODAY } },
  play: async ({ canvasElement }) => {
    const dialog = await openPicker(canvasElement);
    await expect(presetSelect(dialog)).toHaveTextContent('Last 7 days');
    await userEvent.click(day(dialog, 'November 2026', 'November 2, 2026'));
    await expect(presetSelect(dialog)).toHaveTextContent('Custom Range');
    await userEvent.click(day(dialog, 'November 2026', 'November 2, 2026'));
    await userEvent.click(day(dialog, 'November 2026', 'November 22, 2026'));
    await expect(presetSelect(dialog)).toHaveTextContent('On or After');
    await userEvent.click(day(dialog, 'November 2026', 'November 21, 2026'));
    await expect(presetSelect(dialog)).toHaveTextContent('Custom Range');
    await expect(trigger(canvasElement)).toHaveTextContent('Nov 21, 2026 - Nov 22, 2026');
  },
};

export const CalendarSelection: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openPicker(canvasElement);
    await userEvent.click(day(dialog, 'November 2026', 'November 3, 2026'));
    await expect(trigger(canvasElement)).toHaveTextContent('On or after Nov 03, 2026');

    await userEvent.click(day(dialog, 'November 2026', 'November 10, 2026'));
    await expect(args.onChange).toHaveBeenLastCalledWith({ from: nov(3), to: nov(10) });
    await expect(trigger(canvasElement)).toHaveTextContent('Nov 03, 2026 - Nov 10, 2026');

    await userEvent.click(day(dialog, 'November 2026', 'November 5, 2026'));
    await expect(args.onChange).toHaveBeenLastCalledWith({ from: nov(5) });
    await expect(trigger(canvasElement)).toHaveTextContent('On or after Nov 05, 2026');

    await userEvent.click(day(dialog, 'November 2026', 'November 5, 2026'));
    await expect(args.onChange).toHaveBeenLastCalledWith({});
    await expect(trigger(canvasElement)).toHaveTextContent('Pick a date');
  },
};

export const SecondClickBeforeFirst: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openPicker(canvasElement);
    await userEvent.click(day(dialog, 'November 2026', 'November 10, 2026'));
    await userEvent.click(day(dialog, 'October 2026', 'October 28, 2026'));
    await expect(trigger(canvasElement)).toHaveTextContent('Oct 28, 2026 - Nov 10, 2026');
  },
};

export const FixedSixWeeksStartingSunday: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openPicker(canvasElement);
    const grids = within(dialog).getAllByRole('grid');
    await expect(grids).toHaveLength(2);
    for (const grid of grids) {
      await expect(within(grid).getAllByRole('gridcell')).toHaveLength(42);
      // The weekday row is hidden from assistive technology: every day's name already says its weekday.
      await expect(grid.querySelector('th')).toHaveTextContent('Sun');
    }
    const october = within(dialog).getByRole('grid', { name: /October 2026/ });
    const cells = within(october).getAllByRole('gridcell');
    // October 2026 starts on a Thursday: the grid opens with the last Sunday of September.
    await expect(cells[0]).toHaveTextContent('27');
    await expect(cells[0]).toHaveAttribute('aria-disabled', 'true');
    await expect(cells[4]).toHaveTextContent('1');
    await expect(cells[41]).toHaveTextContent('7');
  },
};

export const YearChoice: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openPicker(canvasElement);
    const yearSelect = within(dialog).getByRole('button', { name: /Year/i });
    await expect(yearSelect).toHaveTextContent('2026');
    await userEvent.click(yearSelect);
    const options = await screen.findAllByRole('option');
    await expect(options).toHaveLength(101);
    await expect(options[0]).toHaveTextContent('1926');
    await expect(options[100]).toHaveTextContent('2026');
    await userEvent.click(screen.getByRole('option', { name: '2020' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(within(dialog).getByRole('grid', { name: /November 2020/ })).toBeVisible();
    await userEvent.click(day(dialog, 'November 2020', 'November 3, 2020'));
    await expect(trigger(canvasElement)).toHaveTextContent('On or after Nov 03, 2020');
  },
};

export const NoNavigationPastThisYear: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openPicker(canvasElement);
    // The calendar also keeps a hidden Next button for touch screen readers after the grids.
    const next = within(dialog)
      .getAllByRole('button', { name: 'Next' })
      .find((button) => button.getAttribute('slot') === 'next');
    if (!next) throw new Error('The Next button of the calendar header is missing');
    await userEvent.click(next);
    await expect(within(dialog).getByRole('grid', { name: /December 2026/ })).toBeVisible();
    await expect(next).toBeDisabled();
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    trigger(canvasElement).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Date range' });
    // The dialog takes focus once it has mounted; then Tab goes through the preset select and the month
    // navigation to the focused day. Each Tab is one step, retried never: a retry would tab on.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    const inGrid = () => document.activeElement?.closest('[role="grid"]') != null;
    for (let stop = 0; stop < 8 && !inGrid(); stop += 1) await userEvent.tab();
    await expect(inGrid()).toBe(true);
    await expect(document.activeElement).toHaveAccessibleName(/November 22, 2026/);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{Enter}');
    await expect(trigger(canvasElement)).toHaveTextContent('On or after Nov 20, 2026');
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(trigger(canvasElement)).toHaveTextContent('Nov 20, 2026 - Nov 21, 2026');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(trigger(canvasElement)).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toBeDisabled();
  },
};
