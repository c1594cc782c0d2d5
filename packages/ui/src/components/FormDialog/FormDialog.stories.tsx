import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within, type Mock } from 'storybook/test';
import { Button } from '../Button/Button';
import { DialogTrigger } from '../Dialog/Dialog';
import { TextField } from '../TextField/TextField';
import { holdTimers } from '../private/held-timers';
import { FormDialog } from './FormDialog';

const meta = {
  title: 'Components/FormDialog',
  component: FormDialog,
  args: {
    title: 'Edit Details',
    submitLabel: 'Save',
    pendingLabel: 'Saving...',
    size: 'small',
    isOpen: true,
    onSubmit: fn(),
    onClose: fn(),
    children: (
      <>
        <TextField name="firstName" label="First Name" defaultValue="Ada" autoFocus />
        <TextField name="lastName" label="Last Name" defaultValue="Lovelace" />
      </>
    ),
  },
} satisfies Meta<typeof FormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit Details' });
    await expect(within(dialog).getByRole('textbox', { name: 'First Name' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    const [data] = (args.onSubmit as Mock).mock.calls[0] as [FormData];
    await expect(data.get('firstName')).toBe('Ada');
    await expect(data.get('lastName')).toBe('Lovelace');
  },
};

export const Pending: Story = {
  args: { isPending: true },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit Details' });
    const save = within(dialog).getByRole('button', { name: /Saving\.\.\./ });
    // The modal fades in; wait until it has.
    await waitFor(() => expect(within(save).getByRole('progressbar', { name: 'Loading' })).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.click(save);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const FormError: Story = {
  args: {
    formError: 'The names could not be saved. Please try again.',
    validationErrors: { lastName: 'Last name is required' },
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit Details' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'The names could not be saved. Please try again.',
    );
    const lastName = within(dialog).getByRole('textbox', { name: 'Last Name' });
    await expect(lastName).toHaveAttribute('aria-invalid', 'true');
    await expect(lastName).toHaveAccessibleDescription('Last name is required');
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

/** What a screen builds: open, save (busy while the request runs), then closed with the change shown. */
function EditFlow() {
  const [isOpen, setOpen] = useState(false);
  const [isPending, setPending] = useState(false);
  const [name, setName] = useState('Ada');
  return (
    <>
      <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
        <Button variant="secondary">Edit Details</Button>
        <FormDialog
          title="Edit Details"
          size="small"
          submitLabel="Save"
          pendingLabel="Saving..."
          isPending={isPending}
          onSubmit={(data) => {
            setPending(true);
            // Long enough that a busy machine still sees the busy label before the work ends.
            setTimeout(() => {
              setPending(false);
              setName(String(data.get('firstName')));
              setOpen(false);
            }, 1000);
          }}
        >
          <TextField name="firstName" label="First Name" defaultValue={name} autoFocus />
        </FormDialog>
      </DialogTrigger>
      <p>First name: {name}</p>
    </>
  );
}

export const CancelCloses: Story = {
  render: () => <EditFlow />,
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Edit Details' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Details' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'First Name' }), 'line');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(within(canvasElement).getByText('First name: Ada')).toBeVisible();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const SaveShowsBusyLabel: Story = {
  render: () => <EditFlow />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Details' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'First Name' }), 'line');
    const timers = holdTimers(1000, 1001);
    try {
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      await expect(within(dialog).getByRole('button', { name: /Saving\.\.\./ })).toBeInTheDocument();
      await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
      await expect(timers.fire(1000)).toBe(1);
    } finally {
      timers.restore();
    }
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(within(canvasElement).getByText('First name: Adaline')).toBeVisible();
  },
};
