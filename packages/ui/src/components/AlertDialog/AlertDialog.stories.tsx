import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { DialogTrigger, Modal } from '../Dialog/Dialog';
import { holdTimers } from '../private/held-timers';
import { ALERT_DIALOG_VARIANTS, AlertDialog } from './AlertDialog';

const meta = {
  title: 'Components/AlertDialog',
  component: AlertDialog,
  args: {
    title: 'Delete credential?',
    children: 'The carrier credential is removed for everyone in the organization.',
    variant: 'destructive',
    actionLabel: 'Delete',
    pendingLabel: 'Deleting...',
    onAction: fn(),
    onCancel: fn(),
  },
  argTypes: { variant: { control: 'select', options: ALERT_DIALOG_VARIANTS } },
  render: (args) => (
    <Modal isOpen isDismissable={false}>
      <AlertDialog {...args} />
    </Modal>
  ),
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Destructive: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete credential?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};

export const Confirmation: Story = {
  args: {
    variant: 'confirmation',
    title: 'Deactivate user?',
    children: 'They can no longer sign in.',
    actionLabel: 'Deactivate User',
  },
};

export const Pending: Story = {
  args: { isPending: true },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog');
    const action = within(dialog).getByRole('button', { name: /Deleting\.\.\./ });
    // The modal fades in; wait until it has.
    await waitFor(() => expect(within(action).getByRole('progressbar', { name: 'Loading' })).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.click(action);
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

export const FailedStaysUsable: Story = {
  args: { errorMessage: 'Failed to delete credential' },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Failed to delete credential');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};

/** The whole flow a screen builds: confirm, deleting, then closed; a failure keeps the dialog open. */
function DeleteFlow({ fails }: { fails: boolean }) {
  const [isOpen, setOpen] = useState(false);
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const [deleted, setDeleted] = useState(false);
  return (
    <>
      <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
        <Button variant="destructive">Delete credential</Button>
        <Modal isDismissable={false}>
          <AlertDialog
            title="Delete credential?"
            variant="destructive"
            actionLabel="Delete"
            pendingLabel="Deleting..."
            isPending={isPending}
            errorMessage={error}
            onAction={() => {
              setPending(true);
              setError(undefined);
              // Long enough that a busy machine still sees the busy label before the work ends.
              setTimeout(() => {
                setPending(false);
                if (fails) {
                  setError('Failed to delete credential');
                } else {
                  setDeleted(true);
                  setOpen(false);
                }
              }, 1000);
            }}
          >
            The carrier credential is removed for everyone in the organization.
          </AlertDialog>
        </Modal>
      </DialogTrigger>
      {deleted && <p>Credential deleted</p>}
    </>
  );
}

/** Presses Delete, sees it pending, then ends the flow's 1000 ms request by firing its (held) timer. */
async function pressDeleteAndFinish(dialog: HTMLElement) {
  const timers = holdTimers(1000, 1001);
  try {
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(within(dialog).getByRole('button', { name: /Deleting\.\.\./ })).toBeInTheDocument();
    await expect(timers.fire(1000)).toBe(1);
  } finally {
    timers.restore();
  }
}

export const FlowSucceeds: Story = {
  render: () => <DeleteFlow fails={false} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete credential' }));
    const dialog = await screen.findByRole('alertdialog');
    await pressDeleteAndFinish(dialog);
    await expect(await within(canvasElement).findByText('Credential deleted')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const FlowFails: Story = {
  render: () => <DeleteFlow fails />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete credential' }));
    const dialog = await screen.findByRole('alertdialog');
    await pressDeleteAndFinish(dialog);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to delete credential');
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeEnabled();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};
