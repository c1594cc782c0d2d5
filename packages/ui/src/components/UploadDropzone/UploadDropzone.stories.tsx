import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { UploadDropzone, type UploadDropzoneProps } from './UploadDropzone';

const DOCUMENT_TYPES = ['.pdf', '.doc', '.docx', '.csv', '.xlsx'];

function Controlled(
  props: Omit<UploadDropzoneProps, 'files' | 'onChange'> & {
    initialFiles?: File[];
    onChange?: (files: File[]) => void;
  },
) {
  const { initialFiles = [], ...rest } = props;
  const [files, setFiles] = useState<File[]>(initialFiles);
  return (
    <UploadDropzone
      {...rest}
      files={files}
      onChange={(next) => {
        setFiles(next);
        props.onChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/UploadDropzone',
  component: Controlled,
  args: {
    description: 'Supported formats: PDF, DOC, DOCX, CSV, XLSX',
    acceptedFileTypes: DOCUMENT_TYPES,
    onChange: fn(),
    onReject: fn(),
  },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

const LABEL = 'Drag & drop files here, or click to select files';

function fileInput(canvasElement: HTMLElement): HTMLInputElement {
  // FileTrigger keeps a hidden native input; a user reaches it through the area's button.
  return canvasElement.querySelector('input[type="file"]')!;
}

/**
 * Drags `files` over the area and drops them. A page cannot make the browser drag real files from the
 * desktop, so the events carry what the browser hands over for such a drag: file items only.
 */
async function dropFiles(canvasElement: HTMLElement, files: File[], label = LABEL) {
  const area = within(canvasElement).getByRole('button', { name: label });
  const dataTransfer = {
    types: ['Files'],
    items: files.map((file) => ({ kind: 'file', type: file.type, getAsFile: () => file })),
    files,
    effectAllowed: 'all',
    dropEffect: 'none',
    getData: () => '',
  };
  const { x, y } = area.getBoundingClientRect();
  for (const type of ['dragenter', 'dragover', 'drop']) {
    const event = new DragEvent(type, { clientX: x + 10, clientY: y + 10, bubbles: true, cancelable: true });
    Object.defineProperty(event, 'dataTransfer', { value: dataTransfer });
    area.dispatchEvent(event);
  }
}

const report = () => new File(['carrier,amount\nUPS,12.50\n'], 'report.csv', { type: 'text/csv' });
const invoice = () => new File([new Uint8Array(1_572_864)], 'invoice-8842.pdf', { type: 'application/pdf' });

export const NoFile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const area = canvas.getByRole('button', { name: LABEL });
    await expect(area).toHaveAccessibleDescription('Supported formats: PDF, DOC, DOCX, CSV, XLSX');
    await expect(canvas.queryByRole('list', { name: 'Chosen files' })).not.toBeInTheDocument();
  },
};

export const FileChosen: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const chosen = invoice();
    await userEvent.upload(fileInput(canvasElement), chosen);
    const list = canvas.getByRole('list', { name: 'Chosen files' });
    await expect(within(list).getByText('invoice-8842.pdf')).toBeVisible();
    await expect(within(list).getByText('1.50 MB')).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith([chosen]);
  },
};

export const RemoveFile: Story = {
  args: { initialFiles: [report()] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove report.csv' }));
    await expect(canvas.queryByRole('list', { name: 'Chosen files' })).not.toBeInTheDocument();
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
  },
};

export const ChooseWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // First the drop target, where keyboard and screen reader users drop or paste files; then the area.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Drop files' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: LABEL })).toHaveFocus();
    // Enter opens the native chooser, which a test cannot drive: the hidden input's click shows it.
    const input = fileInput(canvasElement);
    const opened = new Promise<void>((resolve) =>
      input.addEventListener(
        'click',
        (event) => {
          event.preventDefault();
          resolve();
        },
        { once: true },
      ),
    );
    await userEvent.keyboard('{Enter}');
    await expect(opened).resolves.toBeUndefined();
  },
};

export const DropFile: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await dropFiles(canvasElement, [report()]);
    const list = await canvas.findByRole('list', { name: 'Chosen files' });
    await expect(within(list).getByText('report.csv')).toBeVisible();
    await expect(within(list).getByText('0.00 MB')).toBeVisible();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const OneFileReplacesAnother: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), report());
    await userEvent.upload(fileInput(canvasElement), invoice());
    const list = canvas.getByRole('list', { name: 'Chosen files' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await expect(within(list).getByText('invoice-8842.pdf')).toBeVisible();
  },
};

export const DropTooMany: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await dropFiles(canvasElement, [report(), invoice()]);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Only one file is allowed');
    const list = canvas.getByRole('list', { name: 'Chosen files' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await expect(within(list).getByText('report.csv')).toBeVisible();
  },
};

export const RejectsOtherTypes: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const image = new File(['x'], 'photo.png', { type: 'image/png' });
    // The native chooser filters by type; a drop does not, so the component checks as well.
    await dropFiles(canvasElement, [image]);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Not a supported file type: photo.png');
    await expect(args.onReject).toHaveBeenCalledWith([image]);
    await expect(args.onChange).not.toHaveBeenCalled();

    // A supported file afterwards clears the message.
    await userEvent.upload(fileInput(canvasElement), report());
    await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument());
  },
};

export const SeveralFiles: Story = {
  args: { maxFiles: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), [report(), invoice()]);
    const list = canvas.getByRole('list', { name: 'Chosen files' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);

    await dropFiles(canvasElement, [new File(['3'], 'third.csv', { type: 'text/csv' })]);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('At most 2 files are allowed');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  },
};

export const CustomTexts: Story = {
  args: {
    label: 'Déposez un fichier ici',
    description: 'PDF ou CSV',
    acceptedFileTypes: ['.pdf', '.csv'],
    rejectedMessage: (files) => `Type non pris en charge : ${files[0]?.name}`,
    removeText: 'Retirer',
    filesLabel: 'Fichiers choisis',
    dropLabel: 'Déposer des fichiers',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Déposez un fichier ici' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Déposer des fichiers' })).toBeInTheDocument();
    await dropFiles(
      canvasElement,
      [new File(['x'], 'notes.txt', { type: 'text/plain' })],
      'Déposez un fichier ici',
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Type non pris en charge : notes.txt');
    await userEvent.upload(fileInput(canvasElement), report());
    const list = canvas.getByRole('list', { name: 'Fichiers choisis' });
    await expect(within(list).getByRole('button', { name: 'Retirer report.csv' })).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, initialFiles: [report()] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: LABEL })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove report.csv' })).toBeDisabled();
  },
};
