import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Form } from '../Form/Form';
import { TextField } from '../TextField/TextField';
import { Text } from '../Text/Text';
import { Dialog, DialogActions, DialogTrigger, MODAL_SIZES, Modal } from './Dialog';

const meta = {
  title: 'Components/Dialog',
  component: Modal,
  args: { size: 'medium', isDismissable: true },
  argTypes: { size: { control: 'select', options: MODAL_SIZES } },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Forgot password?</Button>
      <Modal {...args}>
        <Dialog title="Reset password">
          {({ close }) => (
            <Form
              onSubmit={(event) => {
                event.preventDefault();
                close();
              }}
            >
              <Text tone="muted">Enter your email and we will send you a reset link.</Text>
              <TextField label="Email" name="email" type="email" isRequired autoFocus />
              <DialogActions>
                <Button variant="secondary" onPress={close}>
                  Cancel
                </Button>
                <Button type="submit">Send Reset Link</Button>
              </DialogActions>
            </Form>
          )}
        </Dialog>
      </Modal>
    </DialogTrigger>
  ),
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Forgot password?' })).toBeVisible();
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Forgot password?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset password' });
    await expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveFocus();
  },
};

export const ClosesOnEscape: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Forgot password?' });
    await userEvent.click(trigger);
    await screen.findByRole('dialog', { name: 'Reset password' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const SubmitClosesWhenValid: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Forgot password?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset password' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Reset Link' }));
    await expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Reset Link' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
