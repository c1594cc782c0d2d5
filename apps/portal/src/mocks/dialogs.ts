import { expect, screen, waitFor, within } from 'storybook/test';

/** The open dialog (or alert dialog) called `name`, once its opening animation has made it visible. */
export async function findDialog(name: string, role: 'dialog' | 'alertdialog' = 'dialog') {
  const dialog = await screen.findByRole(role, { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

/** Waits until the dialog called `name` has closed (the toast region is an alert dialog too, so it goes by name). */
export async function dialogClosed(name: string, role: 'dialog' | 'alertdialog' = 'dialog') {
  await waitFor(() => expect(screen.queryByRole(role, { name })).not.toBeInTheDocument());
}
