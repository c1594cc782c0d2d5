import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Inline } from '../Inline/Inline';
import { AVATAR_FALLBACKS, AVATAR_SHAPES, AVATAR_SIZES, Avatar } from './Avatar';

// A 1x1 PNG, so the story needs no network.
const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkaPhfDwAEBQGAhf0KGQAAAABJRU5ErkJggg==';

const meta = {
  title: 'Components/Avatar',
  component: Avatar,
  args: { name: 'Bo Chen' },
  argTypes: {
    fallback: { control: 'inline-radio', options: AVATAR_FALLBACKS },
    size: { control: 'select', options: AVATAR_SIZES },
    shape: { control: 'select', options: AVATAR_SHAPES },
  },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Fallback: Story = {
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Bo Chen' });
    await expect(avatar).toHaveTextContent('BC');
  },
};

/** A person shows the initials of the first and last names; an organization the first two letters. */
export const FallbackLetters: Story = {
  render: (args) => (
    <Inline gap="medium">
      <Avatar {...args} name="Mary Ann Smith" />
      <Avatar {...args} name="  Cher " />
      <Avatar {...args} name="Acme Freight" shape="square" fallback="letters" />
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Mary Ann Smith' })).toHaveTextContent(/^MS$/);
    await expect(canvas.getByRole('img', { name: 'Cher' })).toHaveTextContent(/^C$/);
    await expect(canvas.getByRole('img', { name: 'Acme Freight' })).toHaveTextContent(/^AC$/);
  },
};

export const WithImage: Story = {
  args: { src: PIXEL, name: 'Ann Lee' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Ann Lee' })).toHaveAttribute('src', PIXEL);
  },
};

export const BrokenImage: Story = {
  args: { src: 'data:image/png;base64,broken', name: 'bo chen' },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByRole('img', { name: 'bo chen' })).toHaveTextContent('BC'),
    );
  },
};

export const Logo: Story = {
  args: { name: 'Acme Freight', shape: 'square', size: 'large', fallback: 'letters' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Acme Freight' })).toHaveTextContent('AC');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Inline gap="medium">
      {AVATAR_SIZES.map((size) => (
        <Avatar key={size} {...args} size={size} />
      ))}
    </Inline>
  ),
};

function fileInput(canvasElement: HTMLElement): HTMLInputElement {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('The avatar has no file chooser');
  return input;
}

// The file chooser's "All files" option lets a user pick what `accept` would hide.
const anyFileUser = () => userEvent.setup({ applyAccept: false });

export const ChoosesImage: Story = {
  args: { onImageChosen: fn(), onImageRejected: fn() },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Change picture' });
    await expect(button).toBeEnabled();
    await expect(fileInput(canvasElement)).toHaveAttribute('accept', 'image/*');
    const picture = new File(['png'], 'me.png', { type: 'image/png' });
    await anyFileUser().upload(fileInput(canvasElement), picture);
    await expect(args.onImageChosen).toHaveBeenCalledWith(picture);
    await expect(args.onImageRejected).not.toHaveBeenCalled();
  },
};

export const RejectsNonImage: Story = {
  args: { onImageChosen: fn(), onImageRejected: fn() },
  play: async ({ args, canvasElement }) => {
    await anyFileUser().upload(
      fileInput(canvasElement),
      new File(['%PDF'], 'invoice.pdf', { type: 'application/pdf' }),
    );
    await expect(args.onImageRejected).toHaveBeenCalledWith({
      title: 'Invalid file type',
      description: 'Please upload an image file',
    });
    await expect(args.onImageChosen).not.toHaveBeenCalled();
  },
};

export const RejectsLargeImage: Story = {
  args: { onImageChosen: fn(), onImageRejected: fn() },
  play: async ({ args, canvasElement }) => {
    const fiveMegabytes = 5 * 1024 * 1024;
    const exactlyFiveMegabytes = new File([new Uint8Array(fiveMegabytes)], 'ok.jpg', {
      type: 'image/jpeg',
    });
    await anyFileUser().upload(fileInput(canvasElement), exactlyFiveMegabytes);
    await expect(args.onImageChosen).toHaveBeenCalledWith(exactlyFiveMegabytes);

    await anyFileUser().upload(
      fileInput(canvasElement),
      new File([new Uint8Array(fiveMegabytes + 1)], 'huge.jpg', { type: 'image/jpeg' }),
    );
    await expect(args.onImageRejected).toHaveBeenCalledWith({
      title: 'File too large',
      description: 'Please upload an image smaller than 5MB',
    });
    await expect(args.onImageChosen).toHaveBeenCalledTimes(1);
  },
};

export const Uploading: Story = {
  args: { onImageChosen: fn(), isPending: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Change picture' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Change picture' })).toContainElement(
      canvasElement.querySelector('[aria-label="Uploading picture"]'),
    );
  },
};
