import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

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

/**
 * Presses `button` and moves the pointer off it. A button that goes busy ends its hover, so whether it shows
 * hovered once the press has failed depends on how fast the failure came back: a screenshot must not.
 */
export async function pressAndLeave(button: Element) {
  await userEvent.click(button);
  await userEvent.unhover(button);
}

/** Chooses `file` in the upload dropzone of an open dialog, as a user picking it from their files does. */
export async function chooseUploadFile(dialog: ReturnType<typeof within>, file: File) {
  const input = dialog
    .getByRole('button', { name: /Drag & drop files here/ })
    .parentElement!.querySelector('input[type="file"]') as HTMLInputElement;
  await userEvent.upload(input, file);
}

/** Picks `option` in the select called `label` of an open dialog, and waits for its list to close. */
export async function chooseOption(dialog: ReturnType<typeof within>, label: string, option: string) {
  await userEvent.click(dialog.getByRole('button', { name: new RegExp(`${label.replace('/', '\\/')}$`) }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

/** Types `text` into the dialog's text field called `name`, over what it held. */
export async function retype(dialog: ReturnType<typeof within>, name: string, text: string) {
  const field = dialog.getByRole('textbox', { name });
  await userEvent.clear(field);
  await userEvent.type(field, text);
}
