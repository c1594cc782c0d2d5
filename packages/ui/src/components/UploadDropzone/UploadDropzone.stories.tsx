import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UploadDropzone, type UploadDropzoneProps } from './UploadDropzone';

const DOCUMENT_TYPES = ['.pdf', '.doc', '.docx', '.csv', '.xlsx'];

function Controlled(
  props: Omit<UploadDropzoneProps, 'files' | 'onChange'> & { onChange?: (files: File[]) => void },
) {
  const [files, setFiles] = useState<File[]>([]);
  return (
    <UploadDropzone
      {...props}
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
    label: 'Drop a document here',
    description: 'PDF, DOC, DOCX, CSV or XLSX',
    acceptedFileTypes: DOCUMENT_TYPES,
    onChange: fn(),
    onReject: fn(),
  },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

function fileInput(canvasElement: HTMLElement): HTMLInputElement {
  // FileTrigger keeps a hidden native input; a user reaches it through the 'Choose file' button.
  return canvasElement.querySelector('input[type="file"]')!;
}

export const NoFile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Choose file' })).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Chosen files' })).not.toBeInTheDocument();
  },
};

export const FileChosen: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const report = new File(['a,b\n1,2'], 'report.csv', { type: 'text/csv' });
    await userEvent.upload(fileInput(canvasElement), report);
    const list = canvas.getByRole('list', { name: 'Chosen files' });
    await expect(within(list).getByText('report.csv')).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith([report]);

    await userEvent.click(canvas.getByRole('button', { name: 'Remove report.csv' }));
    await expect(canvas.queryByRole('list', { name: 'Chosen files' })).not.toBeInTheDocument();
  },
};

export const OneFileReplacesAnother: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(
      fileInput(canvasElement),
      new File(['1'], 'first.pdf', { type: 'application/pdf' }),
    );
    await userEvent.upload(
      fileInput(canvasElement),
      new File(['2'], 'second.pdf', { type: 'application/pdf' }),
    );
    const list = canvas.getByRole('list', { name: 'Chosen files' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await expect(within(list).getByText('second.pdf')).toBeVisible();
  },
};

export const RejectsOtherTypes: Story = {
  play: async ({ args, canvasElement }) => {
    const image = new File(['x'], 'photo.png', { type: 'image/png' });
    // The native chooser filters by type; a drop does not, so the component checks as well.
    await userEvent.upload(fileInput(canvasElement), image, { applyAccept: false });
    await expect(args.onReject).toHaveBeenCalledWith([image]);
    await expect(within(canvasElement).queryByRole('list', { name: 'Chosen files' })).not.toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Choose file' })).toBeDisabled();
  },
};
