import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { delay, HttpResponse, type RequestHandler } from 'msw';
import { seenBy } from '../../mocks/capabilities';
import type { Person } from '@waybill/api-client';
import {
  acmeFreight,
  memberOrganizationCapability,
  ownAdminOrganizationCapability,
  acmeMembers,
  boChen,
  caraDiaz,
  organizationHandlers,
  organizations,
  unassignedPeople,
} from '../../mocks/administration';
import { dialogClosed, findDialog, pressAndLeave } from '../../mocks/dialogs';
import {
  http,
  memberProfile,
  organizationAdminProfile,
  platformAdminProfile,
  profileOf,
} from '../../mocks/http';
import { withScreen } from '../../mocks/screen-decorator';
import { paths } from '../../config/paths';
import OrganizationDetail from './organization-detail';

const request = fn();

const meta = {
  title: 'Screens/Organization/OrganizationDetail',
  component: OrganizationDetail,
  decorators: [withScreen(paths.organization.path, paths.organization.getHref(acmeFreight.organizationId))],
  parameters: {
    msw: {
      handlers: [
        profileOf(platformAdminProfile),
        organizationHandlers.get(),
        organizationHandlers.members(),
        organizationHandlers.list(),
      ],
    },
  },
  beforeEach: () => {
    request.mockClear();
  },
} satisfies Meta<typeof OrganizationDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Acme Freight as its own admin receives it. */
const asOwnAdminSeesIt = { ...acmeFreight, capabilities: ownAdminOrganizationCapability };

const members = async (canvasElement: HTMLElement) => {
  const grid = within(await within(canvasElement).findByRole('grid', { name: 'Members' }));
  await grid.findByRole('rowheader', { name: 'Bo Chen' });
  return grid;
};

const rowOf = (grid: ReturnType<typeof within>, name: string) =>
  within(grid.getByRole('row', { name: new RegExp(name) }));

/** The handlers of a platform admin's view plus `extra` (which take precedence). */
const adminWith = (...extra: RequestHandler[]) => ({
  msw: {
    handlers: [
      ...extra,
      profileOf(platformAdminProfile),
      organizationHandlers.get(),
      organizationHandlers.members(),
      organizationHandlers.list(),
    ],
  },
});

export const PlatformAdmin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Acme Freight' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Acme Freight' })).toHaveTextContent('AC');
    await expect(canvas.getByText('acme_freight')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'https://acme.example' })).toHaveAttribute(
      'href',
      'https://acme.example',
    );
    await expect(canvas.getByText('2 / 3 licenses used')).toBeVisible();
    for (const name of ['Edit Details', 'Assign Users', 'Invite People', 'Deactivate Organization']) {
      await expect(canvas.getByRole('button', { name })).toBeVisible();
    }
    const information = canvas.getByRole('region', { name: 'Additional Information' });
    await expect(within(information).getByText('No additional information available.')).toBeVisible();

    const grid = await members(canvasElement);
    await expect(
      grid.getAllByRole('columnheader').map((header) => header.textContent?.replace('▲', '')),
    ).toEqual(['', 'Name', 'Email', 'Joined On', 'Status', 'Role', 'Organization', 'License']);
    await expect(grid.getByRole('checkbox', { name: 'Select All' })).toBeVisible();
    const cara = rowOf(grid, 'Cara Diaz');
    await expect(cara.getByText('Not Verified')).toBeVisible();
    await expect(cara.getByText('Email not verified')).toBeVisible();
    await expect(cara.queryByRole('switch')).not.toBeInTheDocument();
    const ann = rowOf(grid, 'Ann Lee');
    await expect(ann.getByText('Nov 04, 2024')).toBeVisible();
    await expect(ann.getByRole('switch', { name: 'License for Ann Lee' })).toBeChecked();
    await expect(rowOf(grid, 'Olivia Owens').getByText('Organization Admin')).toBeVisible();
    await expect(rowOf(grid, 'Bo Chen').getByRole('switch')).not.toBeChecked();
    await expect(rowOf(grid, 'Bo Chen').getByRole('switch')).toBeEnabled();
  },
};

export const OrganizationAdmin: Story = {
  parameters: {
    msw: {
      handlers: [
        profileOf(organizationAdminProfile),
        organizationHandlers.get(asOwnAdminSeesIt),
        organizationHandlers.members(acmeMembers.map((person) => seenBy(organizationAdminProfile, person))),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Invite People' })).toBeVisible();
    for (const name of ['Edit Details', 'Assign Users', 'Deactivate Organization']) {
      await expect(canvas.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    const grid = await members(canvasElement);
    await expect(grid.queryByRole('checkbox')).not.toBeInTheDocument();
    await expect(rowOf(grid, 'Bo Chen').getByRole('switch')).toBeEnabled();
  },
};

/** A member sees their organization but changes nothing. */
export const Member: Story = {
  parameters: {
    msw: {
      handlers: [
        profileOf(memberProfile),
        organizationHandlers.get({ ...acmeFreight, capabilities: memberOrganizationCapability }),
        organizationHandlers.members(acmeMembers.map((person) => seenBy(memberProfile, person))),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await members(canvasElement);
    await expect(rowOf(grid, 'Bo Chen').getByRole('switch')).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Invite People' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Edit Details' })).not.toBeInTheDocument();
  },
};

export const InactiveOrganization: Story = {
  parameters: {
    msw: {
      handlers: [
        profileOf(platformAdminProfile),
        organizationHandlers.get({ ...acmeFreight, status: 'inactive' }),
        organizationHandlers.members(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Activate Organization' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: [profileOf(platformAdminProfile), organizationHandlers.getNeverArrives] },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('progressbar', { name: 'Loading the organization' }),
    ).toBeVisible();
  },
};

/** Another organization's page, or one that does not exist: the not-found page. */
export const NotFound: Story = {
  parameters: {
    msw: { handlers: [profileOf(memberProfile), organizationHandlers.getNotFound] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Oops! Page Not Found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go Back Home' })).toHaveAttribute('href', '/');
  },
};

export const LoadError: Story = {
  parameters: {
    msw: { handlers: [profileOf(platformAdminProfile), organizationHandlers.getFails] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('An error occurred while fetching the organization.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const MembersLoading: Story = {
  parameters: {
    msw: {
      handlers: [
        profileOf(platformAdminProfile),
        organizationHandlers.get(),
        organizationHandlers.membersNeverArrive,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const grid = within(await within(canvasElement).findByRole('grid', { name: 'Members' }));
    await expect(await grid.findByRole('progressbar')).toBeVisible();
  },
};

export const MembersLoadError: Story = {
  parameters: {
    msw: {
      handlers: [
        profileOf(platformAdminProfile),
        organizationHandlers.get(),
        organizationHandlers.membersFail,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const region = within(await within(canvasElement).findByRole('region', { name: 'Members' }));
    await expect(await region.findByText('Failed to load members')).toBeVisible();
    await expect(region.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const MembersEmpty: Story = {
  parameters: {
    msw: {
      handlers: [
        profileOf(platformAdminProfile),
        organizationHandlers.get(),
        organizationHandlers.members([]),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No members found')).toBeVisible();
  },
};

export const UnassignSelected: Story = {
  parameters: adminWith(
    http.post(
      '/organization/unassign-users/{organizationId}',
      async ({ request: sent, params, response }) => {
        request(params.organizationId, await sent.json());
        return response(200).json({ message: 'Users unassigned' });
      },
    ),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await members(canvasElement);
    await expect(canvas.queryByRole('button', { name: /Unassign Users/ })).not.toBeInTheDocument();
    await userEvent.click(rowOf(grid, 'Bo Chen').getByRole('checkbox'));
    await userEvent.click(rowOf(grid, 'Cara Diaz').getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'Unassign Users (2)' }));
    await expect(await screen.findByText('Users unassigned')).toBeVisible();
    await expect(request).toHaveBeenCalledWith(acmeFreight.organizationId, {
      userIds: [boChen.userId, caraDiaz.userId],
      organizationId: acmeFreight.organizationId,
    });
    await waitFor(() =>
      expect(canvas.queryByRole('button', { name: /Unassign Users/ })).not.toBeInTheDocument(),
    );
  },
};

export const SelectAll: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await members(canvasElement);
    await userEvent.click(grid.getByRole('checkbox', { name: 'Select All' }));
    await expect(
      canvas.getByRole('button', { name: `Unassign Users (${acmeMembers.length})` }),
    ).toBeVisible();
  },
};

/** The unassign failure toast is fixed, whatever the server says (SPEC §8). */
export const UnassignFails: Story = {
  parameters: adminWith(
    http.post('/organization/unassign-users/{organizationId}', ({ response }) =>
      response(404).json({ message: 'User not found' }),
    ),
  ),
  play: async ({ canvasElement }) => {
    const grid = await members(canvasElement);
    await userEvent.click(rowOf(grid, 'Bo Chen').getByRole('checkbox'));
    await pressAndLeave(within(canvasElement).getByRole('button', { name: 'Unassign Users (1)' }));
    await expect(await screen.findByText('Failed to unassign users')).toBeVisible();
    await expect(screen.queryByText('User not found')).not.toBeInTheDocument();
  },
};

/** Members whose license the server changes, so the switch shows the answer after the list is read again. */
function licenseServer() {
  let people: Person[] = acmeMembers.map((person) => ({ ...person }));
  const set = (userId: string, isLicensed: boolean) => {
    people = people.map((person) => (person.userId === userId ? { ...person, isLicensed } : person));
    return people.find((person) => person.userId === userId)!;
  };
  return [
    http.get('/organization/people/{organizationId}', ({ response }) => response(200).json(people)),
    http.post('/organization/assign-sigma-license/{organizationId}/{userId}', ({ params, response }) =>
      response(200).json(set(params.userId, true)),
    ),
    http.get('/organization/revoke-sigma-license/{organizationId}/{userId}', ({ params, response }) =>
      response(200).json(set(params.userId, false)),
    ),
  ];
}

export const LicenseToggle: Story = {
  parameters: {
    msw: {
      handlers: [
        ...licenseServer(),
        profileOf(organizationAdminProfile),
        organizationHandlers.get(asOwnAdminSeesIt),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const grid = await members(canvasElement);
    const bo = rowOf(grid, 'Bo Chen').getByRole('switch', { name: 'License for Bo Chen' });
    await userEvent.click(bo);
    await waitFor(() => expect(bo).toBeChecked());
    const ann = rowOf(grid, 'Ann Lee').getByRole('switch', { name: 'License for Ann Lee' });
    await userEvent.click(ann);
    await waitFor(() => expect(ann).not.toBeChecked());
  },
};

/** Past the seat limit the server refuses, and its message is the toast (SPEC §8 'License action'). */
export const LicenseRefused: Story = {
  parameters: adminWith(
    http.post('/organization/assign-sigma-license/{organizationId}/{userId}', ({ response }) =>
      response(409).json({
        message: 'All 3 licenses of Acme Freight are in use',
        code: 'LICENSE_LIMIT_REACHED',
      }),
    ),
  ),
  play: async ({ canvasElement }) => {
    const grid = await members(canvasElement);
    const bo = rowOf(grid, 'Bo Chen').getByRole('switch');
    await userEvent.click(bo);
    await expect(await screen.findByText('All 3 licenses of Acme Freight are in use')).toBeVisible();
    await expect(bo).not.toBeChecked();
  },
};

export const LicenseFailsWithoutMessage: Story = {
  parameters: adminWith(
    http.post('/organization/assign-sigma-license/{organizationId}/{userId}', ({ response }) =>
      response.untyped(new HttpResponse(null, { status: 500 })),
    ),
  ),
  play: async ({ canvasElement }) => {
    const grid = await members(canvasElement);
    await userEvent.click(rowOf(grid, 'Bo Chen').getByRole('switch'));
    await expect(await screen.findByText('Failed to toggle license')).toBeVisible();
  },
};

export const EditDetails: Story = {
  parameters: adminWith(
    http.patch('/organization/{id}', async ({ request: sent, response }) => {
      const body = await sent.json();
      request(body);
      return response(200).json({ ...acmeFreight, ...body });
    }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Details' }));
    const dialog = await findDialog('Edit Organization');
    await expect(dialog.getByRole('textbox', { name: 'Organization Name' })).toHaveValue('Acme Freight');
    await expect(dialog.getByRole('textbox', { name: 'Organization Mapping Name' })).toHaveValue(
      'acme_freight',
    );
    await expect(dialog.getByRole('textbox', { name: 'URL' })).toHaveValue('https://acme.example');
    await expect(dialog.getByRole('spinbutton', { name: 'Number of Licenses' })).toHaveValue(3);
    const name = dialog.getByRole('textbox', { name: 'Organization Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Acme Freight Co');
    await userEvent.click(dialog.getByRole('button', { name: 'Update Organization' }));
    await expect(await screen.findByText('Organization created successfully!')).toBeVisible();
    await dialogClosed('Edit Organization');
    await expect(request).toHaveBeenCalledWith({
      name: 'Acme Freight Co',
      mappingName: 'acme_freight',
      url: 'https://acme.example',
      image: null,
      totalNumberOfLicenses: 3,
    });
  },
};

export const EditDetailsBusy: Story = {
  parameters: adminWith(
    http.patch('/organization/{id}', async ({ response }) => {
      await delay('infinite');
      return response(200).json(acmeFreight);
    }),
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Edit Details' }));
    const dialog = await findDialog('Edit Organization');
    await userEvent.click(dialog.getByRole('button', { name: 'Update Organization' }));
    await expect(await dialog.findByRole('button', { name: 'Updating Organization...' })).toBeVisible();
  },
};

/** Lowering the licenses below the seats in use is refused with the server's message. */
export const EditDetailsRefused: Story = {
  parameters: adminWith(
    http.patch('/organization/{id}', ({ response }) =>
      response(409).json({ message: '2 licenses are in use; the total cannot go below 2' }),
    ),
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Edit Details' }));
    const dialog = await findDialog('Edit Organization');
    const licenses = dialog.getByRole('spinbutton', { name: 'Number of Licenses' });
    await userEvent.clear(licenses);
    await userEvent.type(licenses, '1');
    await userEvent.click(dialog.getByRole('button', { name: 'Update Organization' }));
    await expect(await screen.findByText('2 licenses are in use; the total cannot go below 2')).toBeVisible();
    await expect(await dialog.findByRole('button', { name: 'Update Organization' })).toBeVisible();
  },
};

const openAssignUsers = async (canvasElement: HTMLElement) => {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Assign Users' }));
  const dialog = await findDialog('Assign Users');
  await dialog.findByRole('rowheader', { name: 'Nina Solo' });
  return dialog;
};

const assignHandlers = [
  organizationHandlers.unassigned(),
  http.post('/organization/assign-users/{organizationId}', async ({ request: sent, response }) => {
    request(await sent.json());
    return response(200).json({ message: 'Users assigned' });
  }),
];

export const AssignUsers: Story = {
  parameters: adminWith(...assignHandlers),
  play: async ({ canvasElement }) => {
    const dialog = await openAssignUsers(canvasElement);
    const assign = dialog.getByRole('button', { name: 'Assign' });
    await expect(assign).toBeDisabled();
    await expect(dialog.getByRole('rowheader', { name: 'Sam Stone' })).toBeVisible();
    await userEvent.type(dialog.getByRole('searchbox', { name: 'Search users' }), 'sam@');
    await waitFor(() =>
      expect(dialog.queryByRole('rowheader', { name: 'Nina Solo' })).not.toBeInTheDocument(),
    );
    await userEvent.clear(dialog.getByRole('searchbox', { name: 'Search users' }));
    await userEvent.click(await dialog.findByRole('checkbox', { name: 'Select All' }));
    await expect(assign).toBeEnabled();
    await userEvent.click(dialog.getByRole('button', { name: 'Clear' }));
    await expect(assign).toBeDisabled();
    await userEvent.click(within(dialog.getByRole('row', { name: /Nina Solo/ })).getByRole('checkbox'));
    await userEvent.click(assign);
    await expect(await screen.findByText('Users assigned')).toBeVisible();
    await dialogClosed('Assign Users');
    await expect(request).toHaveBeenCalledWith({
      userIds: [unassignedPeople[0]!.userId],
      organizationId: acmeFreight.organizationId,
    });
  },
};

export const AssignUsersFails: Story = {
  parameters: adminWith(
    organizationHandlers.unassigned(),
    http.post('/organization/assign-users/{organizationId}', ({ response }) =>
      response.untyped(new HttpResponse(null, { status: 500 })),
    ),
  ),
  play: async ({ canvasElement }) => {
    const dialog = await openAssignUsers(canvasElement);
    await userEvent.click(within(dialog.getByRole('row', { name: /Sam Stone/ })).getByRole('checkbox'));
    await pressAndLeave(dialog.getByRole('button', { name: 'Assign' }));
    await expect(
      await screen.findByText(
        'Failed to assign users. Please try again later or contact support if the issue persists.',
      ),
    ).toBeVisible();
  },
};

export const AssignUsersNobodyUnassigned: Story = {
  parameters: adminWith(organizationHandlers.unassigned([])),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Assign Users' }));
    const dialog = await findDialog('Assign Users');
    await expect(await dialog.findByText('No People Found.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Assign' })).toBeDisabled();
  },
};

export const Deactivate: Story = {
  parameters: adminWith(
    http.delete('/organization/{id}', ({ response }) =>
      response(200).json({ ...acmeFreight, status: 'inactive' }),
    ),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Deactivate Organization' }));
    const dialog = await findDialog('Deactivate Organization', 'alertdialog');
    await expect(dialog.getByText(/Are you sure you want to deactivate Acme Freight\?/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Deactivate' }));
    await expect(await canvas.findByText('Now at /organization')).toBeVisible();
  },
};

export const DeactivateBusy: Story = {
  parameters: adminWith(
    http.delete('/organization/{id}', async ({ response }) => {
      await delay('infinite');
      return response(200).json(acmeFreight);
    }),
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Deactivate Organization' }),
    );
    const dialog = await findDialog('Deactivate Organization', 'alertdialog');
    await userEvent.click(dialog.getByRole('button', { name: 'Deactivate' }));
    await expect(await dialog.findByRole('button', { name: 'Deactivating...' })).toBeVisible();
  },
};

export const Activate: Story = {
  parameters: {
    msw: {
      handlers: [
        profileOf(platformAdminProfile),
        organizationHandlers.get({ ...acmeFreight, status: 'inactive' }),
        organizationHandlers.members(),
        organizationHandlers.list(organizations),
        http.post('/organization/activate/{id}', ({ response }) => response(200).json(acmeFreight)),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Activate Organization' }));
    const dialog = await findDialog('Activate Organization', 'alertdialog');
    await userEvent.click(dialog.getByRole('button', { name: 'Activate' }));
    await expect(await canvas.findByText('Now at /organization')).toBeVisible();
  },
};

export const DeactivateFails: Story = {
  parameters: adminWith(
    http.delete('/organization/{id}', ({ response }) =>
      response.untyped(new HttpResponse(null, { status: 500 })),
    ),
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Deactivate Organization' }),
    );
    const dialog = await findDialog('Deactivate Organization', 'alertdialog');
    await pressAndLeave(dialog.getByRole('button', { name: 'Deactivate' }));
    await expect(await screen.findByText('Organization deactivation failed')).toBeVisible();
    await expect(await dialog.findByRole('button', { name: 'Deactivate' })).toBeEnabled();
  },
};

/** An organization admin invites into their own organization as users: both fields fixed (SPEC §6). */
export const InviteAsOrganizationAdmin: Story = {
  parameters: {
    msw: {
      handlers: [
        profileOf(organizationAdminProfile),
        organizationHandlers.get(asOwnAdminSeesIt),
        organizationHandlers.members(),
        http.post('/organization/invite/{organizationId}', async ({ request: sent, params, response }) => {
          request(params.organizationId, await sent.json());
          return response(200).json({ message: 'People invited successfully!' });
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Invite People' }));
    const dialog = await findDialog('Invite People');
    const organization = dialog.getByRole('button', { name: /Organization$/ });
    await expect(organization).toHaveTextContent(organizationAdminProfile.organizationName!);
    await expect(organization).toBeDisabled();
    const role = dialog.getByRole('button', { name: /Role$/ });
    await expect(role).toHaveTextContent('User');
    await expect(role).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: 'Invite' }));
    await expect(dialog.getByText('At least one email is required')).toBeVisible();
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'Emails (comma separated)' }),
      'kim@example.com, lee@example.com',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Invite' }));
    await expect(await screen.findByText('People invited successfully!')).toBeVisible();
    await dialogClosed('Invite People');
    await expect(request).toHaveBeenCalledWith(acmeFreight.organizationId, {
      emails: ['kim@example.com', 'lee@example.com'],
      organizationId: acmeFreight.organizationId,
      role: 'user',
    });
  },
};

export const InviteFails: Story = {
  parameters: {
    msw: {
      handlers: [
        profileOf(organizationAdminProfile),
        organizationHandlers.get(asOwnAdminSeesIt),
        organizationHandlers.members(),
        http.post('/organization/invite/{organizationId}', ({ response }) =>
          response.untyped(new HttpResponse(null, { status: 500 })),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Invite People' }));
    const dialog = await findDialog('Invite People');
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'Emails (comma separated)' }),
      'kim@example.com',
    );
    await pressAndLeave(dialog.getByRole('button', { name: 'Invite' }));
    await expect(await screen.findByText('Failed to invite people. Please try again.')).toBeVisible();
  },
};
