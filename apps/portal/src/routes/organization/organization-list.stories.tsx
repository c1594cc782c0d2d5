import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { delay, HttpResponse } from 'msw';
import { acmeFreight, globex, northwind, organizationHandlers } from '../../mocks/administration';
import { http, organizationAdminProfile, platformAdminProfile, profileOf } from '../../mocks/http';
import { dialogClosed, findDialog } from '../../mocks/dialogs';
import { withScreen } from '../../mocks/screen-decorator';
import { paths } from '../../config/paths';
import OrganizationList from './organization-list';

const createRequest = fn();

const meta = {
  title: 'Screens/Organization/OrganizationList',
  component: OrganizationList,
  decorators: [withScreen(paths.organizations.path)],
  parameters: {
    msw: { handlers: [profileOf(platformAdminProfile), organizationHandlers.list()] },
  },
  beforeEach: () => {
    createRequest.mockClear();
  },
} satisfies Meta<typeof OrganizationList>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('grid', { name: 'Organizations' }));

const rowNames = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Organization' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Add Organization' })).toBeVisible();
    await expect(canvas.getByPlaceholderText('Search organizations...')).toBeVisible();
    const grid = await table(canvasElement);
    await expect(grid.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Organization▲',
      'Mapping Name▲',
      'Status▲',
      'Assigned Users▲',
      'Total Licenses▲',
      'Sigma Users▲',
      'Logo',
    ]);
    await expect(await grid.findByRole('rowheader', { name: 'Acme Freight' })).toBeVisible();
    const northwindRow = within(grid.getByRole('row', { name: /Northwind Outfitters International/ }));
    for (const text of ['northwind', 'active', '12', '10', '4']) {
      await expect(northwindRow.getByText(text, { exact: true })).toBeVisible();
    }
    // The logo address, cut to its first 20 characters plus '...'
    const logo = northwindRow.getByRole('link', { name: 'https://cdn.northwin...' });
    await expect(logo).toHaveAttribute('href', northwind.image);
  },
};

export const SearchByNameOrMappingName: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    const search = await canvas.findByRole('searchbox', { name: 'Search organizations' });
    await userEvent.type(search, 'ACME');
    await waitFor(() => expect(rowNames(canvasElement)).toEqual([acmeFreight.name]));
    await userEvent.clear(search);
    await userEvent.type(search, 'northw');
    await waitFor(() => expect(rowNames(canvasElement)).toEqual([northwind.name]));
  },
};

/** Deactivated organizations leave the list; a platform admin shows them again to reach Activate. */
export const ShowInactiveOrganizations: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await table(canvasElement);
    await grid.findByRole('rowheader', { name: 'Acme Freight' });
    await expect(grid.queryByRole('rowheader', { name: globex.name })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('switch', { name: 'Show inactive organizations' }));
    await expect(await grid.findByRole('rowheader', { name: globex.name })).toBeVisible();
    await expect(grid.getByRole('link', { name: 'https://g.ex/l.png' })).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search organizations' }), 'inactive');
    await waitFor(() => expect(rowNames(canvasElement)).toEqual([globex.name]));
  },
};

export const RowPressOpensTheOrganization: Story = {
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement);
    await userEvent.click(await grid.findByRole('rowheader', { name: 'Acme Freight' }));
    await expect(
      await within(canvasElement).findByText(`Now at /organization/${acmeFreight.organizationId}`),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: [profileOf(platformAdminProfile), organizationHandlers.listNeverArrives] },
  },
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement);
    await expect(await grid.findByRole('progressbar')).toBeVisible();
  },
};

let failuresLeft = 0;

export const LoadErrorThenRetry: Story = {
  beforeEach: () => {
    failuresLeft = 1;
  },
  parameters: {
    msw: {
      handlers: [
        profileOf(platformAdminProfile),
        http.get('/organization', ({ response }) => {
          if (failuresLeft-- > 0) {
            return response.untyped(HttpResponse.json({ message: 'Database down' }, { status: 500 }));
          }
          return response(200).json([acmeFreight]);
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('An error occurred while fetching organizations.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(await canvas.findByRole('rowheader', { name: 'Acme Freight' })).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: {
    msw: { handlers: [profileOf(platformAdminProfile), organizationHandlers.listFails] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('An error occurred while fetching organizations.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    msw: { handlers: [profileOf(platformAdminProfile), organizationHandlers.list([])] },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No organizations found. Please add a new organization.'),
    ).toBeVisible();
  },
};

/** Only platform admins create organizations (SPEC §6). */
export const OrganizationAdminWithoutOrganization: Story = {
  parameters: {
    msw: {
      handlers: [
        profileOf({ ...organizationAdminProfile, organizationId: null, organizationName: null }),
        organizationHandlers.list([]),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('No organizations found. Please add a new organization.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add Organization' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('switch')).not.toBeInTheDocument();
  },
};

const openAddDialog = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await table(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Add Organization' }));
  return findDialog('Add Organization');
};

export const AddOrganizationRequiredFields: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openAddDialog(canvasElement);
    for (const label of ['Organization Name', 'Organization Mapping Name', 'URL', 'Image URL']) {
      await expect(dialog.getByRole('textbox', { name: label })).toBeVisible();
    }
    await expect(dialog.getByRole('spinbutton', { name: 'Number of Licenses' })).toHaveValue(0);
    await userEvent.click(dialog.getByRole('button', { name: 'Create Organization' }));
    await expect(dialog.getByText('Name is required')).toBeVisible();
    await expect(dialog.getByText('Mapping Name is required')).toBeVisible();
    await expect(dialog.getByText('URL is required')).toBeVisible();
    const licenses = dialog.getByRole('spinbutton', { name: 'Number of Licenses' });
    await userEvent.clear(licenses);
    await userEvent.type(licenses, '2.5');
    await userEvent.click(dialog.getByRole('button', { name: 'Create Organization' }));
    await expect(dialog.getByText('Number of Licenses must be a whole number')).toBeVisible();
  },
};

const fillOrganization = async (dialog: ReturnType<typeof within>) => {
  await userEvent.type(dialog.getByRole('textbox', { name: 'Organization Name' }), 'Initech Logistics');
  await userEvent.type(dialog.getByRole('textbox', { name: 'Organization Mapping Name' }), 'initech');
  await userEvent.type(dialog.getByRole('textbox', { name: 'URL' }), 'https://initech.example');
  const licenses = dialog.getByRole('spinbutton', { name: 'Number of Licenses' });
  await userEvent.clear(licenses);
  await userEvent.type(licenses, '5');
};

export const AddOrganizationCreates: Story = {
  parameters: {
    msw: {
      handlers: [
        profileOf(platformAdminProfile),
        organizationHandlers.list(),
        http.post('/organization', async ({ request, response }) => {
          const body = await request.json();
          createRequest(body);
          return response(201).json({
            ...acmeFreight,
            ...body,
            organizationId: '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d',
            image: null,
            totalNumberOfLicenses: body.totalNumberOfLicenses ?? 0,
          });
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openAddDialog(canvasElement);
    await fillOrganization(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Create Organization' }));
    await expect(await screen.findByText('Organization created successfully!')).toBeVisible();
    await dialogClosed('Add Organization');
    await expect(createRequest).toHaveBeenCalledWith({
      name: 'Initech Logistics',
      mappingName: 'initech',
      url: 'https://initech.example',
      image: null,
      totalNumberOfLicenses: 5,
    });
  },
};

export const AddOrganizationBusy: Story = {
  parameters: {
    msw: {
      handlers: [
        profileOf(platformAdminProfile),
        organizationHandlers.list(),
        http.post('/organization', async ({ response }) => {
          await delay('infinite');
          return response.untyped(new HttpResponse(null, { status: 204 }));
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openAddDialog(canvasElement);
    await fillOrganization(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Create Organization' }));
    await expect(await dialog.findByRole('button', { name: 'Creating Organization...' })).toBeVisible();
  },
};

export const AddOrganizationRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        profileOf(platformAdminProfile),
        organizationHandlers.list(),
        http.post('/organization', ({ response }) =>
          response(409).json({ message: 'The mapping name initech is already used by another organization' }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openAddDialog(canvasElement);
    await fillOrganization(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Create Organization' }));
    await expect(
      await screen.findByText('The mapping name initech is already used by another organization'),
    ).toBeVisible();
    await expect(screen.getByText('Error')).toBeVisible();
    await expect(await dialog.findByRole('button', { name: 'Create Organization' })).toBeVisible();
  },
};

export const AddOrganizationFailsWithoutMessage: Story = {
  parameters: {
    msw: {
      handlers: [
        profileOf(platformAdminProfile),
        organizationHandlers.list(),
        http.post('/organization', ({ response }) =>
          response.untyped(new HttpResponse(null, { status: 500 })),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openAddDialog(canvasElement);
    await fillOrganization(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Create Organization' }));
    await expect(await screen.findByText('An unexpected error occurred')).toBeVisible();
  },
};
