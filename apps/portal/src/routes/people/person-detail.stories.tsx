import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { delay, HttpResponse, type RequestHandler } from 'msw';
import type { Person, Profile } from '@waybill/api-client';
import {
  acmeFreight,
  annLee,
  boChen,
  credentials,
  danEvans,
  oliviaOwens,
  organizationHandlers,
  peopleHandlers,
  unassignedPeople,
} from '../../mocks/administration';
import { seenBy } from '../../mocks/capabilities';
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
import PersonDetail from './person-detail';

const request = fn();

/** Bo Chen with his two credentials, as `GET /user/{userId}` answers. */
const bo: Person = { ...boChen, credentials };

/**
 * A viewer and the person they look at, as the server answers the person to that viewer (with what they may do
 * to them), plus `extra` handlers (which take precedence).
 */
const viewing = (viewer: Profile, person: Person, ...extra: RequestHandler[]) => ({
  msw: {
    handlers: [
      ...extra,
      profileOf(viewer),
      peopleHandlers.get(seenBy(viewer, person)),
      peopleHandlers.reveal(request),
      organizationHandlers.list(),
    ],
  },
});

const meta = {
  title: 'Screens/People/PersonDetail',
  component: PersonDetail,
  decorators: [withScreen(paths.person.path, paths.person.getHref(boChen.userId))],
  parameters: viewing(platformAdminProfile, bo),
  beforeEach: () => {
    request.mockClear();
  },
} satisfies Meta<typeof PersonDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

const loaded = async (canvasElement: HTMLElement, name = 'Bo Chen') => {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name });
  return canvas;
};

const region = (canvas: ReturnType<typeof within>, name: string) =>
  within(canvas.getByRole('region', { name }));

/** A platform admin looks at a member: every card with its edit controls. */
export const PlatformAdminViewsMember: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByText('bo@example.com')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Change avatar' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Edit Details' })).toBeVisible();
    const organization = region(canvas, 'Organization and Role');
    await expect(organization.getByText('Acme Freight')).toBeVisible();
    await expect(organization.getByText('User')).toBeVisible();
    await expect(organization.getByText('Not Licensed')).toBeVisible();
    await expect(organization.getByRole('button', { name: 'Edit Organization Details' })).toBeVisible();
    await expect(
      region(canvas, 'Group and Subgroup').getByRole('button', { name: 'Edit Group & Subgroup' }),
    ).toBeVisible();
    const table = within(region(canvas, 'Credentials').getByRole('grid', { name: 'Credentials' }));
    await expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Platform',
      'Username',
      'Password',
      'Actions',
    ]);
    await expect(table.getByText('Fedex')).toBeVisible();
    await expect(table.getByText('acme-ups')).toBeVisible();
    await expect(table.getAllByText('••••••••')).toHaveLength(2);
    await expect(table.queryByText('fx-Secret-42')).not.toBeInTheDocument();
    await expect(
      region(canvas, 'Password Reset').getByRole('button', { name: 'Reset Password' }),
    ).toBeVisible();
    await expect(
      region(canvas, 'Deactivate User').getByRole('button', { name: 'Deactivate User' }),
    ).toBeVisible();
  },
};

/** A member looking at themselves: names, avatar, credentials and reset, but no organization controls. */
export const MemberViewsSelf: Story = {
  parameters: viewing(memberProfile, { ...annLee, credentials: [] }),
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement, 'Ann Lee');
    await expect(canvas.getByRole('button', { name: 'Edit Details' })).toBeVisible();
    await expect(canvas.getByText('Licensed')).toBeVisible();
    await expect(region(canvas, 'Group and Subgroup').getByText('Operations')).toBeVisible();
    await expect(region(canvas, 'Group and Subgroup').getByText('Night shift')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Edit Organization Details' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Edit Group & Subgroup' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Deactivate User' })).not.toBeInTheDocument();
    await expect(canvas.getByText('No credentials found. Click "Add Credential" to add one.')).toBeVisible();
  },
};

/** An organization admin never gets the organization controls on themselves (SPEC §2). */
export const OrganizationAdminViewsSelf: Story = {
  parameters: viewing(organizationAdminProfile, { ...oliviaOwens, credentials: [] }),
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement, 'Olivia Owens');
    await expect(canvas.getByText('Organization Admin')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Edit Organization Details' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Deactivate User' })).not.toBeInTheDocument();
  },
};

/** Ada, the platform admin, as her own page shows her: a person without an organization. */
const adaAdmin: Person = {
  userId: platformAdminProfile.userId,
  firstName: platformAdminProfile.firstName,
  lastName: platformAdminProfile.lastName,
  email: platformAdminProfile.email,
  emailVerified: true,
  joinedOn: '2024-01-08',
  status: 'Active',
  role: 'user',
  organization: null,
  organizationId: null,
  isLicensed: false,
  group: null,
  subGroup: null,
  image: null,
  capabilities: boChen.capabilities,
  credentials: [],
};

/** A platform admin on their own page: their names, avatar and credentials, but no access or status controls. */
export const PlatformAdminViewsSelf: Story = {
  parameters: viewing(platformAdminProfile, adaAdmin),
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement, 'Ada Admin');
    await expect(canvas.getByRole('button', { name: 'Edit Details' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Change avatar' })).toBeVisible();
    await expect(canvas.getByText('No credentials found. Click "Add Credential" to add one.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Edit Organization Details' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Edit Group & Subgroup' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Deactivate User' })).not.toBeInTheDocument();
  },
};

export const OrganizationAdminViewsMember: Story = {
  parameters: viewing(organizationAdminProfile, bo),
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Edit Organization Details' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Deactivate User' })).toBeVisible();
  },
};

export const InactivePerson: Story = {
  parameters: viewing(platformAdminProfile, { ...danEvans, credentials: [] }),
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement, 'Dan Evans');
    await expect(
      region(canvas, 'Activate User').getByRole('button', { name: 'Activate User' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [profileOf(platformAdminProfile), peopleHandlers.getNeverArrives] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('progressbar', { name: 'Loading the person' }),
    ).toBeVisible();
  },
};

/** Someone of another organization answers 404: the not-found page. */
export const NotFound: Story = {
  parameters: { msw: { handlers: [profileOf(memberProfile), peopleHandlers.getNotFound] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Oops! Page Not Found' }),
    ).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: [profileOf(platformAdminProfile), peopleHandlers.getFails] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('An error occurred while fetching the person.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** A toggle reads its one password from the server; hiding forgets it, so showing again asks again. */
export const ShowAndHidePasswords: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const fedex = canvas.getByRole('button', { name: 'Show password for Fedex acme-shipping' });
    await userEvent.click(fedex);
    await expect(await canvas.findByText('fx-Secret-42')).toBeVisible();
    await expect(fedex).toHaveAttribute('aria-pressed', 'true');
    await expect(request).toHaveBeenCalledTimes(1);
    await expect(request).toHaveBeenCalledWith(credentials[0]!.id);
    // Each row has its own toggle: the other password stays hidden and is not asked for.
    await expect(canvas.queryByText('ups-Pass-7')).not.toBeInTheDocument();
    await expect(canvas.getAllByText('••••••••')).toHaveLength(1);
    await userEvent.click(fedex);
    await expect(canvas.queryByText('fx-Secret-42')).not.toBeInTheDocument();
    await expect(canvas.getAllByText('••••••••')).toHaveLength(2);
    await userEvent.click(fedex);
    await expect(await canvas.findByText('fx-Secret-42')).toBeVisible();
    await expect(request).toHaveBeenCalledTimes(2);
  },
};

/** While a password is on its way the bullets stay and the toggle spins. */
export const RevealingPassword: Story = {
  parameters: viewing(platformAdminProfile, bo, peopleHandlers.revealNeverArrives),
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const fedex = canvas.getByRole('button', { name: 'Show password for Fedex acme-shipping' });
    await userEvent.click(fedex);
    await expect(await within(fedex).findByRole('progressbar')).toBeVisible();
    await expect(fedex).toBeDisabled();
    await expect(canvas.getAllByText('••••••••')).toHaveLength(2);
  },
};

/** A password that cannot be read: the error toast, and the row hidden and ready to try again. */
export const RevealPasswordFails: Story = {
  parameters: viewing(platformAdminProfile, bo, peopleHandlers.revealFails),
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const fedex = canvas.getByRole('button', { name: 'Show password for Fedex acme-shipping' });
    await pressAndLeave(fedex);
    await expect(await screen.findByText('This password cannot be read')).toBeVisible();
    await waitFor(() => expect(fedex).toBeEnabled());
    await expect(fedex).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getAllByText('••••••••')).toHaveLength(2);
  },
};

/** The person as the server keeps them: credential changes show once the person is read again. */
function credentialServer(options: { failRefresh?: boolean } = {}) {
  let person: Person = { ...bo, credentials: [...credentials] };
  let reads = 0;
  return [
    http.get('/user/{userId}', ({ response }) => {
      reads += 1;
      if (options.failRefresh && reads > 1) {
        return response.untyped(HttpResponse.json({ message: 'Database down' }, { status: 500 }));
      }
      return response(200).json(person);
    }),
    http.post('/user/update-credential/{userId}', async ({ request: sent, response }) => {
      const body = await sent.json();
      request(body);
      const added = { id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d', name: body.name, username: body.username };
      person = { ...person, credentials: [...(person.credentials ?? []), added] };
      return response(201).json(added);
    }),
    http.post('/user/edit-credential/{userId}', async ({ request: sent, response }) => {
      const body = await sent.json();
      request(body);
      const edited = { id: body.id, name: body.name, username: body.username };
      person = {
        ...person,
        credentials: (person.credentials ?? []).map((credential) =>
          credential.id === body.id ? edited : credential,
        ),
      };
      return response(200).json(edited);
    }),
    http.delete('/user/delete-credential/{userId}/{credentialId}', ({ params, response }) => {
      request(params.credentialId);
      person = {
        ...person,
        credentials: (person.credentials ?? []).filter((credential) => credential.id !== params.credentialId),
      };
      return response(204).empty();
    }),
  ];
}

export const AddCredential: Story = {
  parameters: viewing(platformAdminProfile, bo, ...credentialServer()),
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Credential' }));
    const dialog = await findDialog('Add New Credential');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(dialog.getByText('Platform Name is required')).toBeVisible();
    await expect(dialog.getByText('Username is required')).toBeVisible();
    await expect(dialog.getByText('Password is required')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: /Platform Name$/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'UPS' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await userEvent.type(dialog.getByRole('textbox', { name: 'Username' }), 'bo-ups');
    const password = dialog.getByLabelText('Password');
    await userEvent.type(password, 'Up$-2025');
    await expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(dialog.getByRole('button', { name: 'Show password' }));
    await expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText('Credential added successfully')).toBeVisible();
    await dialogClosed('Add New Credential');
    await expect(request).toHaveBeenCalledWith({ name: 'ups', username: 'bo-ups', password: 'Up$-2025' });
    await expect(await canvas.findByText('bo-ups')).toBeVisible();
  },
};

export const AddCredentialBusy: Story = {
  parameters: viewing(
    platformAdminProfile,
    bo,
    http.post('/user/update-credential/{userId}', async ({ response }) => {
      await delay('infinite');
      return response(201).json(credentials[0]!);
    }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Credential' }));
    const dialog = await findDialog('Add New Credential');
    await userEvent.click(dialog.getByRole('button', { name: /Platform Name$/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Fedex' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await userEvent.type(dialog.getByRole('textbox', { name: 'Username' }), 'bo-fedex');
    await userEvent.type(dialog.getByLabelText('Password'), 'secret');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByRole('button', { name: 'Saving...' })).toBeVisible();
  },
};

export const AddCredentialFails: Story = {
  parameters: viewing(
    platformAdminProfile,
    bo,
    http.post('/user/update-credential/{userId}', ({ response }) =>
      response.untyped(new HttpResponse(null, { status: 500 })),
    ),
  ),
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Credential' }));
    const dialog = await findDialog('Add New Credential');
    await userEvent.click(dialog.getByRole('button', { name: /Platform Name$/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Fedex' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await userEvent.type(dialog.getByRole('textbox', { name: 'Username' }), 'bo-fedex');
    await userEvent.type(dialog.getByLabelText('Password'), 'secret');
    await pressAndLeave(dialog.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText('Something went wrong')).toBeVisible();
    await expect(await dialog.findByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

export const EditCredential: Story = {
  parameters: viewing(platformAdminProfile, bo, ...credentialServer()),
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit credential Fedex acme-shipping' }));
    const dialog = await findDialog('Edit Credential');
    await expect(dialog.getByRole('button', { name: /Platform Name$/ })).toHaveTextContent('Fedex');
    const username = dialog.getByRole('textbox', { name: 'Username' });
    await expect(username).toHaveValue('acme-shipping');
    // The stored password is never filled in: left empty, it is kept.
    await expect(dialog.getByLabelText('Password')).toHaveValue('');
    await expect(dialog.getByText('Leave empty to keep the current password.')).toBeVisible();
    await userEvent.clear(username);
    await userEvent.type(username, 'acme-fedex');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText('Credential added successfully')).toBeVisible();
    await expect(request).toHaveBeenCalledWith({
      id: credentials[0]!.id,
      name: 'fedex',
      username: 'acme-fedex',
    });
    await expect(await canvas.findByText('acme-fedex')).toBeVisible();
  },
};

export const DeleteCredential: Story = {
  parameters: viewing(platformAdminProfile, bo, ...credentialServer()),
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete credential Fedex acme-shipping' }));
    const dialog = await findDialog('Are you sure?', 'alertdialog');
    await expect(
      dialog.getByText(
        'This will permanently delete the credential for Fedex. This action cannot be undone.',
      ),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await dialogClosed('Are you sure?', 'alertdialog');
    await expect(request).toHaveBeenCalledWith(credentials[0]!.id);
    await waitFor(() => expect(canvas.queryByText('acme-shipping')).not.toBeInTheDocument());
  },
};

export const DeleteCredentialBusy: Story = {
  parameters: viewing(
    platformAdminProfile,
    bo,
    http.delete('/user/delete-credential/{userId}/{credentialId}', async ({ response }) => {
      await delay('infinite');
      return response(204).empty();
    }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete credential UPS acme-ups' }));
    const dialog = await findDialog('Are you sure?', 'alertdialog');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(await dialog.findByRole('button', { name: 'Deleting...' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const DeleteCredentialCancelled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete credential Fedex acme-shipping' }));
    const dialog = await findDialog('Are you sure?', 'alertdialog');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await dialogClosed('Are you sure?', 'alertdialog');
    await expect(canvas.getByText('acme-shipping')).toBeVisible();
  },
};

/** The credentials could not be read again after a change: the table says so and offers Retry. */
export const CredentialsLoadError: Story = {
  parameters: viewing(platformAdminProfile, bo, ...credentialServer({ failRefresh: true })),
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete credential UPS acme-ups' }));
    const dialog = await findDialog('Are you sure?', 'alertdialog');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    const credentialsRegion = region(canvas, 'Credentials');
    await expect(
      await credentialsRegion.findByText('Error loading credentials. Please try again later.'),
    ).toBeVisible();
    await expect(credentialsRegion.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const PasswordReset: Story = {
  parameters: viewing(
    platformAdminProfile,
    { ...oliviaOwens, credentials: [] },
    http.post('/user/send-reset-password-mail', async ({ request: sent, response }) => {
      request(await sent.json());
      return response(200).json({ message: 'If the account exists, a reset link was sent.' });
    }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement, 'Olivia Owens');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
    const dialog = await findDialog('Confirm Password Reset', 'alertdialog');
    await expect(dialog.getByText('A password reset link will be sent to oli***@example.com.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Send Reset Link' }));
    await expect(await screen.findByText('Password reset link has been sent to the email.')).toBeVisible();
    await dialogClosed('Confirm Password Reset', 'alertdialog');
    await expect(request).toHaveBeenCalledWith({ email: 'olivia@example.com' });
  },
};

export const PasswordResetSending: Story = {
  parameters: viewing(
    platformAdminProfile,
    { ...oliviaOwens, credentials: [] },
    http.post('/user/send-reset-password-mail', async ({ response }) => {
      await delay('infinite');
      return response(200).json({ message: 'sent' });
    }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement, 'Olivia Owens');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
    const dialog = await findDialog('Confirm Password Reset', 'alertdialog');
    await userEvent.click(dialog.getByRole('button', { name: 'Send Reset Link' }));
    await expect(await dialog.findByRole('button', { name: 'Sending...' })).toBeVisible();
  },
};

/** On failure the dialog stays open and usable (SPEC §4). */
export const PasswordResetFails: Story = {
  parameters: viewing(
    platformAdminProfile,
    { ...oliviaOwens, credentials: [] },
    http.post('/user/send-reset-password-mail', ({ response }) =>
      response.untyped(new HttpResponse(null, { status: 500 })),
    ),
  ),
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement, 'Olivia Owens');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
    const dialog = await findDialog('Confirm Password Reset', 'alertdialog');
    await pressAndLeave(dialog.getByRole('button', { name: 'Send Reset Link' }));
    await expect(await screen.findByText('Failed to send reset password link')).toBeVisible();
    await expect(await dialog.findByRole('button', { name: 'Send Reset Link' })).toBeEnabled();
  },
};

export const EditDetails: Story = {
  parameters: viewing(
    platformAdminProfile,
    bo,
    http.patch('/user/edit-user/{userId}', async ({ request: sent, response }) => {
      const body = await sent.json();
      request(body);
      return response(200).json({ ...boChen, ...body });
    }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Details' }));
    const dialog = await findDialog('Edit Details');
    const first = dialog.getByRole('textbox', { name: 'First Name' });
    const last = dialog.getByRole('textbox', { name: 'Last Name' });
    await expect(first).toHaveValue('Bo');
    await userEvent.clear(first);
    await userEvent.clear(last);
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(dialog.getByText('First name is required')).toBeVisible();
    await expect(dialog.getByText('Last name is required')).toBeVisible();
    await userEvent.type(first, 'Bob');
    await userEvent.type(last, 'Chen');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText('User details updated successfully')).toBeVisible();
    await dialogClosed('Edit Details');
    await expect(request).toHaveBeenCalledWith({ firstName: 'Bob', lastName: 'Chen' });
  },
};

export const EditDetailsFails: Story = {
  parameters: viewing(
    platformAdminProfile,
    bo,
    http.patch('/user/edit-user/{userId}', ({ response }) =>
      response.untyped(new HttpResponse(null, { status: 500 })),
    ),
  ),
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Details' }));
    const dialog = await findDialog('Edit Details');
    await pressAndLeave(dialog.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText('Failed to update user details')).toBeVisible();
  },
};

const editUserServer = () =>
  http.patch('/organization/edit-user/{userId}', async ({ request: sent, response }) => {
    const body = await sent.json();
    request(body);
    return response(200).json({ ...boChen, ...body });
  });

/** A platform admin moves the person: None resets the role to user and clears the license. */
export const EditOrganizationDetails: Story = {
  parameters: viewing(platformAdminProfile, { ...bo, role: 'admin' }, editUserServer()),
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Organization Details' }));
    const dialog = await findDialog('Edit Organization Details');
    const organization = dialog.getByRole('button', { name: /Organization$/ });
    const role = dialog.getByRole('button', { name: /Role$/ });
    const license = dialog.getByRole('checkbox', { name: 'Assign Sigma License' });
    await expect(organization).toHaveTextContent('Acme Freight');
    await expect(role).toHaveTextContent('Organization Admin');
    await expect(license).not.toBeChecked();
    await userEvent.click(license);
    await expect(license).toBeChecked();
    await userEvent.click(organization);
    await userEvent.click(await screen.findByRole('option', { name: 'None' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(role).toHaveTextContent('User');
    await expect(role).toBeDisabled();
    await expect(license).not.toBeChecked();
    await expect(license).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText('User details updated successfully')).toBeVisible();
    await expect(request).toHaveBeenCalledWith({ organizationId: null, role: 'user' });
  },
};

/** An organization admin cannot move people: the organization is fixed and never sent. */
export const EditOrganizationDetailsAsOrganizationAdmin: Story = {
  parameters: viewing(organizationAdminProfile, bo, editUserServer()),
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Organization Details' }));
    const dialog = await findDialog('Edit Organization Details');
    await expect(dialog.getByRole('button', { name: /Organization$/ })).toBeDisabled();
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Assign Sigma License' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText('User details updated successfully')).toBeVisible();
    await expect(request).toHaveBeenCalledWith({ isLicensedUser: true });
  },
};

export const EditOrganizationDetailsRefused: Story = {
  parameters: viewing(
    platformAdminProfile,
    bo,
    http.patch('/organization/edit-user/{userId}', ({ response }) =>
      response(409).json({ message: 'All 3 licenses of Acme Freight are in use' }),
    ),
  ),
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Organization Details' }));
    const dialog = await findDialog('Edit Organization Details');
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Assign Sigma License' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText('All 3 licenses of Acme Freight are in use')).toBeVisible();
  },
};

export const EditGroup: Story = {
  parameters: viewing(platformAdminProfile, bo, editUserServer()),
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Group & Subgroup' }));
    const dialog = await findDialog('Edit Group & Subgroup');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Group' }), 'Warehouse');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Subgroup' }), 'Returns');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText('User details updated successfully')).toBeVisible();
    await dialogClosed('Edit Group & Subgroup');
    await expect(request).toHaveBeenCalledWith({ group: 'Warehouse', subGroup: 'Returns' });
  },
};

export const DeactivateUser: Story = {
  parameters: viewing(
    platformAdminProfile,
    bo,
    http.delete('/organization/deactivate-user/{organizationId}/{userId}', ({ params, response }) => {
      request(params);
      return response(200).json({ ...boChen, status: 'inactive' });
    }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Deactivate User' }));
    const dialog = await findDialog('Are you sure?', 'alertdialog');
    await userEvent.click(dialog.getByRole('button', { name: 'Deactivate User' }));
    await expect(await screen.findByText('User has been deactivated')).toBeVisible();
    await expect(request).toHaveBeenCalledWith({
      organizationId: acmeFreight.organizationId,
      userId: boChen.userId,
    });
  },
};

/** Someone without an organization is named by `none` in the call. */
export const DeactivateUserWithoutOrganization: Story = {
  parameters: viewing(
    platformAdminProfile,
    { ...unassignedPeople[0]!, credentials: [] },
    http.delete('/organization/deactivate-user/{organizationId}/{userId}', ({ params, response }) => {
      request(params);
      return response(200).json({ ...unassignedPeople[0]!, status: 'inactive' });
    }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement, 'Nina Solo');
    await userEvent.click(canvas.getByRole('button', { name: 'Deactivate User' }));
    const dialog = await findDialog('Are you sure?', 'alertdialog');
    await userEvent.click(dialog.getByRole('button', { name: 'Deactivate User' }));
    await expect(await screen.findByText('User has been deactivated')).toBeVisible();
    await expect(request).toHaveBeenCalledWith({
      organizationId: 'none',
      userId: unassignedPeople[0]!.userId,
    });
  },
};

export const DeactivateUserBusy: Story = {
  parameters: viewing(
    platformAdminProfile,
    bo,
    http.delete('/organization/deactivate-user/{organizationId}/{userId}', async ({ response }) => {
      await delay('infinite');
      return response(200).json(boChen);
    }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Deactivate User' }));
    const dialog = await findDialog('Are you sure?', 'alertdialog');
    await userEvent.click(dialog.getByRole('button', { name: 'Deactivate User' }));
    await expect(await dialog.findByRole('button', { name: 'Deactivating...' })).toBeVisible();
  },
};

export const ActivateUser: Story = {
  parameters: viewing(
    platformAdminProfile,
    { ...danEvans, credentials: [] },
    http.post('/organization/activate-user/{organizationId}/{userId}', ({ response }) =>
      response(200).json({ ...danEvans, status: 'Active' }),
    ),
  ),
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement, 'Dan Evans');
    await userEvent.click(canvas.getByRole('button', { name: 'Activate User' }));
    const dialog = await findDialog('Are you sure?', 'alertdialog');
    await userEvent.click(dialog.getByRole('button', { name: 'Activate User' }));
    await expect(await screen.findByText('User has been activated')).toBeVisible();
  },
};

export const UserStatusFails: Story = {
  parameters: viewing(
    platformAdminProfile,
    bo,
    http.delete('/organization/deactivate-user/{organizationId}/{userId}', ({ response }) =>
      response.untyped(new HttpResponse(null, { status: 500 })),
    ),
  ),
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Deactivate User' }));
    const dialog = await findDialog('Are you sure?', 'alertdialog');
    await pressAndLeave(dialog.getByRole('button', { name: 'Deactivate User' }));
    await expect(await screen.findByText('Something went wrong')).toBeVisible();
  },
};

const avatarFile = (type: string, bytes = 1024) => new File([new Uint8Array(bytes)], 'avatar', { type });

const chooseAvatar = async (canvasElement: HTMLElement, file: File) => {
  await loaded(canvasElement);
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new globalThis.Error('No file input');
  await userEvent.upload(input, file, { applyAccept: false });
};

export const AvatarUploads: Story = {
  parameters: viewing(
    platformAdminProfile,
    bo,
    http.post('/user/upload-avatar/{userId}', async ({ request: sent, response }) => {
      const form = await sent.formData();
      request((form.get('file') as File | null)?.type);
      return response(200).json({ ...boChen, image: `/api/v1/user/avatar/${boChen.userId}` });
    }),
  ),
  play: async ({ canvasElement }) => {
    await chooseAvatar(canvasElement, avatarFile('image/png'));
    await expect(await screen.findByText('Avatar updated successfully')).toBeVisible();
    await expect(request).toHaveBeenCalledWith('image/png');
  },
};

export const AvatarUploading: Story = {
  parameters: viewing(
    platformAdminProfile,
    bo,
    http.post('/user/upload-avatar/{userId}', async ({ response }) => {
      await delay('infinite');
      return response(200).json(boChen);
    }),
  ),
  play: async ({ canvasElement }) => {
    await chooseAvatar(canvasElement, avatarFile('image/jpeg'));
    const canvas = within(canvasElement);
    // The spinner is drawn inside the avatar button, whose own name says what it does.
    await expect(
      await canvas.findByRole('progressbar', { name: 'Uploading picture', hidden: true }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Change avatar' })).toBeDisabled();
  },
};

export const AvatarUploadFails: Story = {
  parameters: viewing(
    platformAdminProfile,
    bo,
    http.post('/user/upload-avatar/{userId}', ({ response }) =>
      response.untyped(new HttpResponse(null, { status: 500 })),
    ),
  ),
  play: async ({ canvasElement }) => {
    await chooseAvatar(canvasElement, avatarFile('image/png'));
    await expect(await screen.findByText('Failed to upload avatar')).toBeVisible();
  },
};

export const AvatarNotAnImage: Story = {
  play: async ({ canvasElement }) => {
    await chooseAvatar(canvasElement, avatarFile('application/pdf'));
    await expect(await screen.findByText('Invalid file type')).toBeVisible();
    await expect(screen.getByText('Please upload an image file')).toBeVisible();
  },
};

export const AvatarTooLarge: Story = {
  play: async ({ canvasElement }) => {
    await chooseAvatar(canvasElement, avatarFile('image/png', 5 * 1024 * 1024 + 1));
    await expect(await screen.findByText('File too large')).toBeVisible();
    await expect(screen.getByText('Please upload an image smaller than 5MB')).toBeVisible();
  },
};
