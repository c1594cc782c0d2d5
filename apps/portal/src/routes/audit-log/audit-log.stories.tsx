import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HttpResponse } from 'msw';
import { paths } from '../../config/paths';
import { auditEntries, auditLogHandlers, manyAuditEntries } from '../../mocks/audit-log';
import { http, platformAdminProfile, profileOf } from '../../mocks/http';
import { withScreen } from '../../mocks/screen-decorator';
import AuditLog from './audit-log';

const meta = {
  title: 'Screens/AuditLog',
  component: AuditLog,
  decorators: [withScreen(paths.auditLog.path)],
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [profileOf(platformAdminProfile), auditLogHandlers.list()] },
  },
} satisfies Meta<typeof AuditLog>;

export default meta;
type Story = StoryObj<typeof meta>;

const tableOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('grid', { name: 'Audit log' }));

/** The texts of the body rows' cells, row by row. */
const bodyRows = (canvasElement: HTMLElement) =>
  tableOf(canvasElement)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      [...row.querySelectorAll('[role="rowheader"], [role="gridcell"]')].map((cell) => cell.textContent),
    );

/** Every kind of entry: when, who, what, to whom, the details and where from. */
export const Entries: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    await canvas.findByText('Fedex acme-shipping');
    await expect(
      tableOf(canvasElement)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['When', 'Who', 'Action', 'Whom/Organization', 'Details', 'From address']);
    await expect(bodyRows(canvasElement)).toEqual([
      [
        'Nov 27, 2026, 5:03:09 PM UTC',
        'Olivia Owensolivia@acme.example',
        'Password revealed',
        'Bo Chenbo@example.comAcme Freight',
        'Fedex acme-shipping',
        '203.0.113.7',
      ],
      [
        'Nov 26, 2026, 9:15:00 AM UTC',
        'Ada Adminada@waybill.example',
        'Moved between organizations',
        'Bo Chenbo@example.comAcme Freight',
        'No organization → Acme Freight',
        '198.51.100.20',
      ],
      [
        'Nov 25, 2026, 2:40:30 PM UTC',
        'Ada Adminada@waybill.example',
        'Role changed',
        'Olivia Owensolivia@acme.example' + 'Acme Freight',
        'User → Admin',
        '198.51.100.20',
      ],
      ['Nov 24, 2026, 8:00:00 AM UTC', 'Deleted user', 'Organization deactivated', 'Acme Freight', '', ''],
    ]);
    await expect(canvas.queryByRole('button', { name: 'Older entries' })).not.toBeInTheDocument();
  },
};

/** Older entries follows the cursor; Newer entries comes back. */
export const Pages: Story = {
  parameters: {
    msw: { handlers: [profileOf(platformAdminProfile), auditLogHandlers.list(manyAuditEntries(60))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Person 1');
    await expect(bodyRows(canvasElement)).toHaveLength(50);
    const newer = canvas.getByRole('button', { name: 'Newer entries' });
    const older = canvas.getByRole('button', { name: 'Older entries' });
    await expect(newer).toBeDisabled();
    await userEvent.click(older);
    await expect(await canvas.findByText('Person 51')).toBeVisible();
    await expect(bodyRows(canvasElement)).toHaveLength(10);
    await waitFor(() => expect(older).toBeDisabled());
    await userEvent.click(newer);
    await expect(await canvas.findByText('Person 1')).toBeVisible();
    await waitFor(() => expect(newer).toBeDisabled());
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [profileOf(platformAdminProfile), auditLogHandlers.listNeverArrives] } },
  play: async ({ canvasElement }) => {
    await expect(await tableOf(canvasElement).findByRole('progressbar', { name: 'Loading' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [profileOf(platformAdminProfile), auditLogHandlers.list([])] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No audit entries yet.')).toBeVisible();
  },
};

let failuresLeft = 0;

/** A failed read shows the error with Retry, which reads again. */
export const LoadErrorThenRetry: Story = {
  beforeEach: () => {
    failuresLeft = 1;
  },
  parameters: {
    msw: {
      handlers: [
        profileOf(platformAdminProfile),
        http.get('/audit-log', ({ response }) => {
          if (failuresLeft-- > 0) {
            return response.untyped(HttpResponse.json({ message: 'Database down' }, { status: 500 }));
          }
          return response(200).json({ entries: auditEntries.slice(0, 1), nextCursor: null });
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Error loading the audit log.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(await canvas.findByText('Fedex acme-shipping')).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: [profileOf(platformAdminProfile), auditLogHandlers.listFails] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Error loading the audit log.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};
