import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { HttpResponse, type RequestHandler } from 'msw';
import type { Person } from '@waybill/api-client';
import {
  acmeFreight,
  acmeMembers,
  annLee,
  boChen,
  everyone,
  organizationHandlers,
  peopleHandlers,
  pendingInvite,
} from '../../mocks/administration';
import { seenBy } from '../../mocks/capabilities';
import { dialogClosed, findDialog } from '../../mocks/dialogs';
import {
  http,
  memberProfile,
  organizationAdminProfile,
  platformAdminProfile,
  profileOf,
} from '../../mocks/http';
import { withScreen } from '../../mocks/screen-decorator';
import { paths } from '../../config/paths';
import PeopleList from './people-list';

const request = fn();

/** The handlers of a platform admin's view plus `extra` (which take precedence). */
const adminWith = (...extra: RequestHandler[]) => ({
  msw: {
    handlers: [...extra, profileOf(platformAdminProfile), peopleHandlers.list(), organizationHandlers.list()],
  },
});

const meta = {
  title: 'Screens/People/PeopleList',
  component: PeopleList,
  decorators: [withScreen(paths.people.path)],
  parameters: adminWith(),
  beforeEach: () => {
    request.mockClear();
  },
} satisfies Meta<typeof PeopleList>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = async (canvasElement: HTMLElement) => {
  const grid = within(await within(canvasElement).findByRole('grid', { name: 'People' }));
  await grid.findByRole('rowheader', { name: 'Bo Chen' });
  return grid;
};

const rowOf = (grid: ReturnType<typeof within>, name: string) =>
  within(grid.getByRole('row', { name: new RegExp(name) }));

const rowNames = (grid: ReturnType<typeof within>) =>
  grid.getAllByRole('rowheader').map((cell: HTMLElement) => cell.textContent);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'People' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Invite People' })).toBeVisible();
    const grid = await table(canvasElement);
    await expect(
      grid.getAllByRole('columnheader').map((header) => header.textContent?.replace('▲', '')),
    ).toEqual(['Name', 'Email', 'Joined On', 'Status', 'Role', 'Organization', 'Actions']);
    await expect(rowNames(grid)).toHaveLength(everyone.length);
    // Row actions by status (SPEC §4)
    await expect(
      rowOf(grid, 'new.hire@example.com').getByRole('button', { name: /Resend Invitation/ }),
    ).toBeVisible();
    await expect(
      rowOf(grid, 'Bo Chen').getByRole('button', { name: 'Assign License of Bo Chen' }),
    ).toBeVisible();
    await expect(
      rowOf(grid, 'Ann Lee').getByRole('button', { name: 'Revoke License of Ann Lee' }),
    ).toBeVisible();
    // No license action for an unverified email, an inactive person or someone without an organization
    for (const name of ['Cara Diaz', 'Dan Evans', 'Nina Solo']) {
      await expect(rowOf(grid, name).queryByRole('button')).not.toBeInTheDocument();
    }
  },
};

export const SearchAcrossSevenFields: Story = {
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement);
    const search = within(canvasElement).getByRole('searchbox', { name: 'Search people' });
    const expectations: [string, string[]][] = [
      ['bo chen', ['Bo Chen']],
      ['greta@', ['Greta Holm']],
      ['pending', ['new.hire@example.com']],
      ['organization admin', ['Olivia Owens']],
      ['northwind', ['Greta Holm']],
      ['night shift', ['Ann Lee']],
      ['warehouse', ['Greta Holm']],
      ['inactive', ['Dan Evans']],
    ];
    for (const [query, names] of expectations) {
      await userEvent.clear(search);
      await userEvent.paste(query);
      await waitFor(() => expect(rowNames(grid)).toEqual(names));
    }
  },
};

export const RowPressOpensThePerson: Story = {
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement);
    await userEvent.click(grid.getByRole('rowheader', { name: 'Bo Chen' }));
    await expect(await within(canvasElement).findByText(`Now at /people/${boChen.userId}`)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [profileOf(platformAdminProfile), peopleHandlers.listNeverArrives] } },
  play: async ({ canvasElement }) => {
    const grid = within(await within(canvasElement).findByRole('grid', { name: 'People' }));
    await expect(await grid.findByRole('progressbar')).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: [profileOf(platformAdminProfile), peopleHandlers.listFails] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('An error occurred while fetching people.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [profileOf(platformAdminProfile), peopleHandlers.list([])] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No People Found.')).toBeVisible();
  },
};

/** A member sees only themselves, without actions or invitations. */
export const Member: Story = {
  parameters: {
    msw: {
      handlers: [profileOf(memberProfile), peopleHandlers.list([seenBy(memberProfile, annLee)])],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = within(await canvas.findByRole('grid', { name: 'People' }));
    await expect(await grid.findByRole('rowheader', { name: 'Ann Lee' })).toBeVisible();
    await expect(grid.queryByRole('button')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Invite People' })).not.toBeInTheDocument();
  },
};

/** A pending invitation of an organization admin, which only a platform admin may send again. */
const pendingAdmin: Person = {
  ...pendingInvite,
  userId: '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b',
  email: 'new.boss@example.com',
  role: 'admin',
};

/**
 * An organization admin sees their organization's people and may invite into it, but may not send an
 * organization admin's invitation again: only platform admins invite admins.
 */
export const OrganizationAdmin: Story = {
  parameters: {
    msw: {
      handlers: [
        profileOf(organizationAdminProfile),
        peopleHandlers.list(
          [...acmeMembers, pendingAdmin].map((person) => seenBy(organizationAdminProfile, person)),
        ),
        organizationHandlers.list([acmeFreight]),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Invite People' })).toBeVisible();
    const grid = await table(canvasElement);
    await expect(
      rowOf(grid, 'new.hire@example.com').getByRole('button', { name: /Resend Invitation/ }),
    ).toBeVisible();
    await expect(rowOf(grid, 'new.boss@example.com').queryByRole('button')).not.toBeInTheDocument();
    await expect(
      rowOf(grid, 'Bo Chen').getByRole('button', { name: 'Assign License of Bo Chen' }),
    ).toBeVisible();
  },
};

/** An organization admin invites into their own organization as users: both fields are fixed. */
export const InviteAsOrganizationAdmin: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('/organization/invite/{organizationId}', async ({ request: sent, params, response }) => {
          request(params.organizationId, await sent.json());
          return response(200).json({ message: 'People invited successfully!' });
        }),
        profileOf(organizationAdminProfile),
        peopleHandlers.list(acmeMembers.map((person) => seenBy(organizationAdminProfile, person))),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openInvite(canvasElement);
    await expect(dialog.getByRole('button', { name: /Organization$/ })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: /Organization$/ })).toHaveTextContent(
      'Northwind Outfitters International',
    );
    await expect(dialog.getByRole('button', { name: /Role$/ })).toBeDisabled();
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'Emails (comma separated)' }),
      'crew@example.com',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Invite' }));
    await dialogClosed('Invite People');
    await expect(request).toHaveBeenCalledWith(organizationAdminProfile.organizationId, {
      emails: ['crew@example.com'],
      organizationId: organizationAdminProfile.organizationId,
      role: 'user',
    });
  },
};

export const ResendInvitation: Story = {
  parameters: adminWith(
    http.post(
      '/organization/resend-invitation/{organizationId}',
      async ({ request: sent, params, response }) => {
        request(params.organizationId, await sent.json());
        return response(200).json({ message: 'Invitation has been resent to the user.' });
      },
    ),
  ),
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement);
    await userEvent.click(
      rowOf(grid, 'new.hire@example.com').getByRole('button', { name: /Resend Invitation/ }),
    );
    await expect(await screen.findByText('Invitation has been resent to the user.')).toBeVisible();
    await expect(request).toHaveBeenCalledWith(acmeFreight.organizationId, { email: pendingInvite.email });
  },
};

export const ResendInvitationFails: Story = {
  parameters: adminWith(
    http.post('/organization/resend-invitation/{organizationId}', ({ response }) =>
      response.untyped(new HttpResponse(null, { status: 500 })),
    ),
  ),
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement);
    await userEvent.click(
      rowOf(grid, 'new.hire@example.com').getByRole('button', { name: /Resend Invitation/ }),
    );
    await expect(await screen.findByText('Failed to resend invitation')).toBeVisible();
  },
};

export const AssignLicense: Story = {
  parameters: adminWith(
    http.post('/organization/assign-sigma-license/{organizationId}/{userId}', ({ params, response }) => {
      request(params);
      return response(200).json({ ...boChen, isLicensed: true });
    }),
  ),
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement);
    await userEvent.click(rowOf(grid, 'Bo Chen').getByRole('button', { name: 'Assign License of Bo Chen' }));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith({
        organizationId: acmeFreight.organizationId,
        userId: boChen.userId,
      }),
    );
  },
};

export const AssignLicenseRefused: Story = {
  parameters: adminWith(
    http.post('/organization/assign-sigma-license/{organizationId}/{userId}', ({ response }) =>
      response(409).json({
        message: 'All 3 licenses of Acme Freight are in use',
        code: 'LICENSE_LIMIT_REACHED',
      }),
    ),
  ),
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement);
    await userEvent.click(rowOf(grid, 'Bo Chen').getByRole('button', { name: 'Assign License of Bo Chen' }));
    await expect(await screen.findByText('All 3 licenses of Acme Freight are in use')).toBeVisible();
  },
};

export const RevokeLicenseFails: Story = {
  parameters: adminWith(
    http.get('/organization/revoke-sigma-license/{organizationId}/{userId}', ({ response }) =>
      response.untyped(new HttpResponse(null, { status: 500 })),
    ),
  ),
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement);
    await userEvent.click(rowOf(grid, 'Ann Lee').getByRole('button', { name: 'Revoke License of Ann Lee' }));
    await expect(await screen.findByText('License action failed')).toBeVisible();
  },
};

const openInvite = async (canvasElement: HTMLElement) => {
  await table(canvasElement);
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Invite People' }));
  return findDialog('Invite People');
};

/**
 * A platform admin invites into any organization or None; Role is disabled without an organization, and
 * choosing None resets it to user (SPEC §4).
 */
export const InviteAsPlatformAdmin: Story = {
  parameters: adminWith(
    http.post('/organization/invite/{organizationId}', async ({ request: sent, params, response }) => {
      request(params.organizationId, await sent.json());
      return response(200).json({ message: 'People invited successfully!' });
    }),
  ),
  play: async ({ canvasElement }) => {
    const dialog = await openInvite(canvasElement);
    const organization = dialog.getByRole('button', { name: /Organization$/ });
    const role = dialog.getByRole('button', { name: /Role$/ });
    await expect(organization).toHaveTextContent('None');
    await expect(role).toBeDisabled();
    await userEvent.click(organization);
    await userEvent.click(await screen.findByRole('option', { name: 'Acme Freight' }));
    await expect(role).toBeEnabled();
    await userEvent.click(role);
    await userEvent.click(await screen.findByRole('option', { name: 'Organization Admin' }));
    await expect(role).toHaveTextContent('Organization Admin');
    await userEvent.click(organization);
    await userEvent.click(await screen.findByRole('option', { name: 'None' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(role).toHaveTextContent('User');
    await expect(role).toBeDisabled();
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'Emails (comma separated)' }),
      'solo@example.com',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Invite' }));
    await expect(await screen.findByText('People invited successfully!')).toBeVisible();
    await dialogClosed('Invite People');
    await expect(request).toHaveBeenCalledWith('none', {
      emails: ['solo@example.com'],
      organizationId: null,
      role: 'user',
    });
  },
};

export const InviteIntoAnOrganizationAsAdmin: Story = {
  parameters: adminWith(
    http.post('/organization/invite/{organizationId}', async ({ request: sent, params, response }) => {
      request(params.organizationId, await sent.json());
      return response(200).json({ message: 'People invited successfully!' });
    }),
  ),
  play: async ({ canvasElement }) => {
    const dialog = await openInvite(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: /Organization$/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Acme Freight' }));
    await userEvent.click(dialog.getByRole('button', { name: /Role$/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Organization Admin' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'Emails (comma separated)' }),
      'boss@example.com',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Invite' }));
    await dialogClosed('Invite People');
    await expect(request).toHaveBeenCalledWith(acmeFreight.organizationId, {
      emails: ['boss@example.com'],
      organizationId: acmeFreight.organizationId,
      role: 'admin',
    });
  },
};

export const InviteValidation: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openInvite(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Invite' }));
    await expect(dialog.getByText('At least one email is required')).toBeVisible();
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'Emails (comma separated)' }),
      'a@example.com, bob',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Invite' }));
    await expect(dialog.getByText('Entered value does not match email format')).toBeVisible();
  },
};
