import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Form } from '../Form/Form';
import { SelectItem } from '../Select/Select';
import { ComboBox } from './ComboBox';

interface Carrier {
  id: string;
  name: string;
}

const CARRIERS: Carrier[] = [
  { id: 'ups', name: 'UPS' },
  { id: 'fedex', name: 'FedEx' },
  { id: 'dhl', name: 'DHL Express' },
];

const meta = {
  title: 'Components/ComboBox',
  component: ComboBox<Carrier>,
  args: {
    label: 'Carrier',
    items: CARRIERS,
    placeholder: 'Type a carrier',
    onSelectionChange: fn(),
    children: (item: Carrier) => <SelectItem id={item.id}>{item.name}</SelectItem>,
  },
} satisfies Meta<typeof ComboBox<Carrier>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Carrier' });
    await userEvent.type(input, 'fed');
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(1);
    await userEvent.click(within(listbox).getByRole('option', { name: 'FedEx' }));
    await expect(input).toHaveValue('FedEx');
    await expect(args.onSelectionChange).toHaveBeenCalledWith('fedex');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

export const OpensFromButton: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(CARRIERS.length);
  },
};

export const StaticChildren: Story = {
  render: ({ label, placeholder }) => (
    <ComboBox label={label} placeholder={placeholder}>
      <SelectItem id="ups">UPS</SelectItem>
      <SelectItem id="fedex">FedEx</SelectItem>
    </ComboBox>
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Carrier' });
    await userEvent.type(input, 'U');
    await userEvent.click(await screen.findByRole('option', { name: 'UPS' }));
    await expect(input).toHaveValue('UPS');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

export const EmptyResults: Story = {
  args: { emptyText: 'No carrier matches' },
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox', { name: 'Carrier' }), 'zzz');
    await expect(await screen.findByText('No carrier matches')).toBeVisible();
  },
};

export const WithDescription: Story = {
  args: { description: 'The carrier that shipped the parcel.' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('combobox', { name: 'Carrier' }),
    ).toHaveAccessibleDescription('The carrier that shipped the parcel.');
  },
};

export const Invalid: Story = {
  render: (args) => (
    <Form>
      <ComboBox {...args} name="carrier" isRequired errorMessage="Carrier is required" />
      <Button type="submit">Save</Button>
    </Form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Carrier is required')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Carrier is required')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Carrier' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Carrier' })).toBeDisabled();
  },
};

export const NoOptionsIsDisabled: Story = {
  args: { label: 'Client', items: [], placeholder: 'No options' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Client' })).toBeDisabled();
  },
};
