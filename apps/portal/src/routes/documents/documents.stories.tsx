import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { delay } from 'msw';
import type { Document } from '@waybill/api-client';
import { paths } from '../../config/paths';
import { chooseUploadFile } from '../../mocks/dialogs';
import { annDocuments, documentsHandlers, documentsTreeData, uploadedDocument } from '../../mocks/documents';
import {
  http,
  memberProfile,
  organizationAdminProfile,
  platformAdminProfile,
  profileOf,
} from '../../mocks/http';
import { withScreen } from '../../mocks/screen-decorator';
import Documents from './documents';

const meta = {
  title: 'Screens/Documents',
  component: Documents,
  decorators: [withScreen(paths.documents.path)],
  parameters: {
    msw: {
      handlers: [
        profileOf(memberProfile),
        ...documentsHandlers.tree(documentsTreeData.member),
        documentsHandlers.files(annDocuments),
      ],
    },
  },
} satisfies Meta<typeof Documents>;

export default meta;
type Story = StoryObj<typeof meta>;

const treeOf = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('treegrid', { name: 'Organizations and users' }));

const rowTexts = (tree: ReturnType<typeof within>) =>
  tree.getAllByRole('row').map((row: HTMLElement) => row.textContent);

/** Opens an organization's branch and selects one of its people. */
async function selectPerson(canvasElement: HTMLElement, organization: string, person: string) {
  const tree = await treeOf(canvasElement);
  await userEvent.click(tree.getByRole('row', { name: organization }));
  await userEvent.click(await tree.findByRole('row', { name: person }));
}

const pane = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Documents of the selected user' }));

/** A member sees their organization and themselves; the tree starts collapsed and the pane asks for a choice. */
export const Member: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Add Document' })).toBeVisible();
    const tree = await treeOf(canvasElement);
    await expect(rowTexts(tree)).toEqual(['Acme Freight']);
    await expect(tree.getByRole('row', { name: 'Acme Freight' })).toHaveAttribute('aria-expanded', 'false');
    await expect(pane(canvasElement).getByText('Select a user to view their documents')).toBeVisible();
    await userEvent.click(tree.getByRole('row', { name: 'Acme Freight' }));
    await expect(rowTexts(tree)).toEqual(['Acme Freight', 'Ann Lee']);
  },
};

/** The selected person's documents: name, Type, Size, Uploaded date, and Preview and Download in a new tab. */
export const DocumentCards: Story = {
  play: async ({ canvasElement }) => {
    await selectPerson(canvasElement, 'Acme Freight', 'Ann Lee');
    const list = within(await pane(canvasElement).findByRole('list', { name: 'Documents' }));
    const cards = list.getAllByRole('article');
    await expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(
      annDocuments.map((d) => d.name),
    );
    const contract = within(list.getByRole('article', { name: 'Q1 carrier contract.pdf' }));
    await expect(contract.getByRole('heading', { name: 'Q1 carrier contract.pdf' })).toBeVisible();
    await expect(contract.getByText('PDF')).toBeVisible();
    await expect(contract.getByText('2.30 MB')).toBeVisible();
    await expect(contract.getByText('Mar 05, 2025')).toBeVisible();
    const preview = contract.getByRole('link', { name: 'Preview Q1 carrier contract.pdf' });
    await expect(preview).toHaveTextContent('Preview');
    await expect(preview).toHaveAttribute('href', `${annDocuments[0]!.url}?disposition=inline`);
    await expect(preview).toHaveAttribute('target', '_blank');
    const download = contract.getByRole('link', { name: 'Download Q1 carrier contract.pdf' });
    await expect(download).toHaveTextContent('Download');
    await expect(download).toHaveAttribute('href', annDocuments[0]!.url);
    await expect(download).toHaveAttribute('target', '_blank');
    const sheet = within(list.getByRole('article', { name: 'Accessorial spend 2024.xlsx' }));
    await expect(sheet.getByText('XLSX')).toBeVisible();
    await expect(sheet.getByText('47.1 KB')).toBeVisible();
    const csv = within(list.getByRole('article', { name: 'rates.csv' }));
    await expect(csv.getByText('CSV')).toBeVisible();
    await expect(csv.getByText('812 B')).toBeVisible();
  },
};

/** A platform admin, who belongs to no organization, sees every organization and person but cannot upload. */
export const PlatformAdmin: Story = {
  parameters: {
    msw: {
      handlers: [
        profileOf(platformAdminProfile),
        ...documentsHandlers.tree(documentsTreeData.platformAdmin),
        documentsHandlers.files([]),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tree = await treeOf(canvasElement);
    await expect(rowTexts(tree)).toEqual(['Acme Freight', 'Blue Harbor Logistics', 'No organization']);
    await expect(canvas.queryByRole('button', { name: 'Add Document' })).not.toBeInTheDocument();
    await selectPerson(canvasElement, 'Blue Harbor Logistics', 'Cy Diaz');
    await expect(await pane(canvasElement).findByText('No documents found')).toBeVisible();
  },
};

/** An organization admin sees their organization and its people. */
export const OrganizationAdmin: Story = {
  parameters: {
    msw: {
      handlers: [
        profileOf(organizationAdminProfile),
        ...documentsHandlers.tree(documentsTreeData.organizationAdmin),
        documentsHandlers.files(annDocuments),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Add Document' })).toBeVisible();
    const tree = await treeOf(canvasElement);
    await userEvent.click(tree.getByRole('row', { name: 'Acme Freight' }));
    await expect(rowTexts(tree)).toEqual(['Acme Freight', 'Ann Lee', 'Bo Chen', 'Olivia Owens']);
    await userEvent.click(tree.getByRole('row', { name: 'Bo Chen' }));
    await expect(tree.getByRole('row', { name: 'Bo Chen' })).toHaveAttribute('aria-selected', 'true');
    await expect(await pane(canvasElement).findByRole('list', { name: 'Documents' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        profileOf(memberProfile),
        ...documentsHandlers.tree(documentsTreeData.member),
        documentsHandlers.files([]),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await selectPerson(canvasElement, 'Acme Freight', 'Ann Lee');
    await expect(await pane(canvasElement).findByText('No documents found')).toBeVisible();
  },
};

/** While a person's documents load: 'Loading...' and three skeleton cards. */
export const LoadingDocuments: Story = {
  parameters: {
    msw: {
      handlers: [
        profileOf(memberProfile),
        ...documentsHandlers.tree(documentsTreeData.member),
        documentsHandlers.filesNeverArrive,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await selectPerson(canvasElement, 'Acme Freight', 'Ann Lee');
    const loading = await pane(canvasElement).findByText('Loading...');
    await expect(loading).toBeVisible();
    const busy = loading.closest('[aria-busy="true"]')!;
    await expect(busy).not.toBeNull();
    await expect(busy.lastElementChild!.children).toHaveLength(3);
  },
};

let documentLoadFailures = 0;

/** A list that fails to load offers Retry, which loads it again. */
export const DocumentsErrorThenRetry: Story = {
  beforeEach: () => {
    documentLoadFailures = 1;
  },
  parameters: {
    msw: {
      handlers: [
        profileOf(memberProfile),
        ...documentsHandlers.tree(documentsTreeData.member),
        http.get('/user/files/{id}', ({ response }) =>
          documentLoadFailures-- > 0
            ? response.untyped(new Response(JSON.stringify({ message: 'Down' }), { status: 500 }))
            : response(200).json({ fileList: annDocuments }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await selectPerson(canvasElement, 'Acme Freight', 'Ann Lee');
    const documents = pane(canvasElement);
    await expect(await documents.findByText('An error occurred while fetching documents.')).toBeVisible();
    await userEvent.click(documents.getByRole('button', { name: 'Retry' }));
    await expect(await documents.findByRole('article', { name: 'rates.csv' })).toBeVisible();
  },
};

export const LoadingTree: Story = {
  parameters: {
    msw: { handlers: [profileOf(memberProfile), ...documentsHandlers.treeNeverArrives] },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('progressbar', { name: 'Loading organizations and users' }),
    ).toBeVisible();
  },
};

export const TreeError: Story = {
  parameters: {
    msw: {
      handlers: [
        profileOf(memberProfile),
        documentsHandlers.organizationsFail,
        ...documentsHandlers.tree(documentsTreeData.member).slice(1),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('An error occurred while fetching organizations.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const PeopleError: Story = {
  parameters: {
    msw: {
      handlers: [
        profileOf(memberProfile),
        ...documentsHandlers.tree(documentsTreeData.member).slice(0, 1),
        http.get('/organization/people', ({ response }) =>
          response.untyped(new Response(JSON.stringify({ message: 'Down' }), { status: 500 })),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('An error occurred while fetching people.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

const pdf = () => new File([new Uint8Array(20_480).fill(37)], 'invoice.pdf', { type: 'application/pdf' });

async function openUploadDialog(canvasElement: HTMLElement) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Add Document' }));
  const dialog = await screen.findByRole('dialog', { name: 'Upload Document' });
  // Visible once its opening animation has run.
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

/** The dialog's texts; one chosen file shows its name and size in MB and can be removed. */
export const UploadDialog: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openUploadDialog(canvasElement);
    await expect(
      dialog.getByRole('button', { name: 'Drag & drop files here, or click to select files' }),
    ).toBeVisible();
    await expect(dialog.getByText('Supported formats: PDF, DOC, DOCX, CSV, XLSX')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Upload Document' })).toBeDisabled();
    await chooseUploadFile(dialog, pdf());
    const chosen = within(dialog.getByRole('list', { name: 'Chosen files' }));
    await expect(chosen.getByText('invoice.pdf')).toBeVisible();
    await expect(chosen.getByText('0.02 MB')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Upload Document' })).toBeEnabled();
    await userEvent.click(chosen.getByRole('button', { name: 'Remove invoice.pdf' }));
    await expect(dialog.queryByRole('list', { name: 'Chosen files' })).not.toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Upload Document' })).toBeDisabled();
  },
};

let uploaded: Document[] = [];

/** A stored upload closes the dialog, toasts, and the uploader's list shows the new document. */
export const UploadSucceeds: Story = {
  beforeEach: () => {
    uploaded = [];
  },
  parameters: {
    msw: {
      handlers: [
        profileOf(memberProfile),
        ...documentsHandlers.tree(documentsTreeData.member),
        http.get('/user/files/{id}', ({ response }) =>
          response(200).json({ fileList: [...uploaded, ...annDocuments] }),
        ),
        http.post('/user/upload-file', async ({ request, response }) => {
          const form = await request.formData();
          const file = form.get('file');
          if (!(file instanceof File) || file.name !== 'invoice.pdf') {
            return response(400).json({ message: 'Attach one file in the form field "file"' });
          }
          await delay(300);
          uploaded = [uploadedDocument];
          return response(201).json(uploadedDocument);
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await selectPerson(canvasElement, 'Acme Freight', 'Ann Lee');
    await pane(canvasElement).findByRole('article', { name: 'rates.csv' });
    const dialog = await openUploadDialog(canvasElement);
    await chooseUploadFile(dialog, pdf());
    await userEvent.click(dialog.getByRole('button', { name: 'Upload Document' }));
    await expect(await screen.findByText('Document uploaded successfully')).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Upload Document' })).not.toBeInTheDocument(),
    );
    await expect(await pane(canvasElement).findByRole('article', { name: 'invoice.pdf' })).toBeVisible();
    // Opened again, the dialog has forgotten the file.
    const again = await openUploadDialog(canvasElement);
    await expect(again.queryByRole('list', { name: 'Chosen files' })).not.toBeInTheDocument();
  },
};

/** While the file goes up: 'Uploading...', and nothing can be chosen or removed. */
export const Uploading: Story = {
  parameters: {
    msw: {
      handlers: [
        profileOf(memberProfile),
        ...documentsHandlers.tree(documentsTreeData.member),
        documentsHandlers.uploadNeverArrives,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openUploadDialog(canvasElement);
    await chooseUploadFile(dialog, pdf());
    await userEvent.click(dialog.getByRole('button', { name: 'Upload Document' }));
    const busy = await dialog.findByRole('button', { name: 'Uploading...' });
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await expect(dialog.getByRole('button', { name: 'Remove invoice.pdf' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** A refused file: the 'Error' toast says the server's reason and the dialog stays open with the file. */
export const UploadRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        profileOf(memberProfile),
        ...documentsHandlers.tree(documentsTreeData.member),
        documentsHandlers.uploadRefused,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openUploadDialog(canvasElement);
    await chooseUploadFile(dialog, pdf());
    await userEvent.click(dialog.getByRole('button', { name: 'Upload Document' }));
    await expect(await screen.findByText('Error')).toBeVisible();
    await expect(
      screen.getByText(
        'The file "invoice.pdf" is not a valid PDF file: its content does not match its extension',
      ),
    ).toBeVisible();
    await expect(screen.getByRole('dialog', { name: 'Upload Document' })).toBeVisible();
    await expect(dialog.getByText('invoice.pdf')).toBeVisible();
  },
};

/** A failure without a message shows SPEC §8's default text. */
export const UploadFailsWithoutMessage: Story = {
  parameters: {
    msw: {
      handlers: [
        profileOf(memberProfile),
        ...documentsHandlers.tree(documentsTreeData.member),
        http.post('/user/upload-file', ({ response }) =>
          response.untyped(new Response(null, { status: 500 })),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openUploadDialog(canvasElement);
    await chooseUploadFile(dialog, pdf());
    await userEvent.click(dialog.getByRole('button', { name: 'Upload Document' }));
    await expect(await screen.findByText('An error occurred while uploading the document')).toBeVisible();
  },
};
