import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../config/paths';
import { chooseOption, chooseUploadFile, dialogClosed, findDialog } from '../../mocks/dialogs';
import { http, platformAdminProfile, profileOf } from '../../mocks/http';
import { serviceRulesHandlers } from '../../mocks/reference-data';
import { withScreen } from '../../mocks/screen-decorator';
import { cellTexts } from '../../mocks/tables';
import ServiceMap from './service-map';

const meta = {
  title: 'Screens/ReferenceData/ServiceMap',
  component: ServiceMap,
  decorators: [withScreen(paths.serviceMap.path)],
  parameters: {
    layout: 'fullscreen',
    msw: {
      handlers: [
        profileOf(platformAdminProfile),
        serviceRulesHandlers.list(),
        serviceRulesHandlers.create,
        serviceRulesHandlers.update,
        serviceRulesHandlers.remove,
      ],
    },
  },
} satisfies Meta<typeof ServiceMap>;

export default meta;
type Story = StoryObj<typeof meta>;

const gridOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('grid', { name: 'Service rules' });
const table = (canvasElement: HTMLElement) => within(gridOf(canvasElement));

/** Every rule with what it means, and the screen's actions. */
export const Rules: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Service Map' })).toBeVisible();
    await canvas.findByText('Ground Commercial');
    await expect(cellTexts(gridOf(canvasElement))).toEqual([
      [
        'Carrier',
        'Match',
        'Pattern',
        'Priority',
        'SLA Group',
        'Ground/Express',
        'Scope',
        'Guaranteed',
        'Actions',
      ],
      [
        'FedEx',
        'Begins with',
        'FedEx Ground Economy',
        '0',
        'Ground Economy',
        'Ground',
        'Domestic',
        'None',
        'EditDelete',
      ],
      [
        'UPS',
        'Exact name',
        'Ground Commercial',
        '0',
        'Ground',
        'Ground',
        'Domestic',
        '2000-01-01 to 2020-03-25',
        'EditDelete',
      ],
      [
        'UPS',
        'Regular expression',
        '^(ups )?next day air early',
        '0',
        'Next Day AM',
        'Express',
        'Domestic',
        'From 2000-01-01',
        'EditDelete',
      ],
    ]);
    for (const name of ['Export CSV', 'Import CSV', 'Add Rule']) {
      await expect(canvas.getByRole('button', { name })).toBeVisible();
    }
  },
};

/** The search keeps the rules whose pattern holds the text. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Ground Commercial');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search patterns' }), 'ground');
    await waitFor(() => expect(cellTexts(gridOf(canvasElement))).toHaveLength(3));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search patterns' }), ' saver');
    await expect(await table(canvasElement).findByText('No rule has a pattern like that.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [profileOf(platformAdminProfile), serviceRulesHandlers.listNeverArrives] } },
  play: async ({ canvasElement }) => {
    await expect(await table(canvasElement).findByRole('progressbar', { name: 'Loading' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [profileOf(platformAdminProfile), serviceRulesHandlers.list([])] } },
  play: async ({ canvasElement }) => {
    await expect(await table(canvasElement).findByText('The service map has no rules.')).toBeVisible();
  },
};

/** A failed read shows the error with Retry, which reads again. */
export const RetryAfterError: Story = {
  parameters: { msw: { handlers: [profileOf(platformAdminProfile), serviceRulesHandlers.listFailsOnce()] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('An error occurred while fetching the service map.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(await canvas.findByText('Ground Commercial')).toBeVisible();
  },
};

const created = fn();

/** A new rule: the form's own checks first, then what is sent, and the toast with what the server re-derived. */
export const AddRule: Story = {
  parameters: {
    msw: {
      handlers: [
        profileOf(platformAdminProfile),
        serviceRulesHandlers.list(),
        http.post('/reference-data/service-rules', async ({ request, response }) => {
          const rule = await request.json();
          created(rule);
          return response(201).json({ rule: { id: 77, ...rule }, rederived: { packages: 1204, files: 3 } });
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add Rule' }));
    const dialog = await findDialog('Add Rule');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(dialog.getByText('Select a carrier')).toBeVisible();
    await expect(dialog.getByText('Enter the service name, its beginning or an expression')).toBeVisible();
    await expect(dialog.getByText('Select an SLA group')).toBeVisible();
    await chooseOption(dialog, 'Carrier', 'UPS');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Pattern' }), 'Worldwide Economy DDU');
    await chooseOption(dialog, 'SLA Group', 'International Deferred');
    await chooseOption(dialog, 'Ground/Express', 'Express');
    await chooseOption(dialog, 'Scope', 'International');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Guaranteed To' }), '2020-03-25');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(dialog.getByText('A guarantee that ends needs the day it started')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Guaranteed From' }), '2000-01-01');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText('1,204 packages in 3 files were re-derived.')).toBeVisible();
    await dialogClosed('Add Rule');
    await expect(created).toHaveBeenCalledWith({
      carrier: 'UPS',
      match: 'exact',
      pattern: 'Worldwide Economy DDU',
      priority: 0,
      slaGrouping: 'INTL_DEFERRED',
      groundVsExpress: 'Express',
      scope: 'International',
      guaranteedFrom: '2000-01-01',
      guaranteedTo: '2020-03-25',
    });
  },
};

/** The server's reason for refusing a field shows on that field, and the dialog stays open. */
export const AddRuleRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        profileOf(platformAdminProfile),
        serviceRulesHandlers.list(),
        serviceRulesHandlers.createRefused,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Add Rule' }));
    const dialog = await findDialog('Add Rule');
    await chooseOption(dialog, 'Carrier', 'FedEx');
    await chooseOption(dialog, 'Match', 'Regular expression');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Pattern' }), '^(fedex ground');
    await chooseOption(dialog, 'SLA Group', 'Ground');
    await chooseOption(dialog, 'Ground/Express', 'Ground');
    await chooseOption(dialog, 'Scope', 'Domestic');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(
      await dialog.findByText(
        'The pattern is not a regular expression: invalid regular expression: parentheses () not balanced',
      ),
    ).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Pattern' })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** While the rule is saved the button says so. */
export const Saving: Story = {
  parameters: {
    msw: {
      handlers: [
        profileOf(platformAdminProfile),
        serviceRulesHandlers.list(),
        serviceRulesHandlers.createNeverAnswers,
      ],
    },
    screenAddress: paths.serviceMap.getHref({ carrier: 'UPS', service: 'Ground' }),
  },
  play: async () => {
    const dialog = await findDialog('Add Rule');
    await chooseOption(dialog, 'SLA Group', 'Ground');
    await chooseOption(dialog, 'Ground/Express', 'Ground');
    await chooseOption(dialog, 'Scope', 'Domestic');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByRole('button', { name: 'Saving...' })).toBeVisible();
  },
};

/** The unmapped list's "Map…" opens the screen on a new rule for that service. */
export const MapAnUnmappedService: Story = {
  parameters: {
    screenAddress: paths.serviceMap.getHref({ carrier: 'UPS', service: 'Worldwide Economy DDU' }),
  },
  play: async () => {
    const dialog = await findDialog('Add Rule');
    await expect(dialog.getByRole('textbox', { name: 'Pattern' })).toHaveValue('Worldwide Economy DDU');
    await expect(dialog.getByRole('button', { name: /Carrier$/ })).toHaveTextContent('UPS');
    await expect(dialog.getByRole('button', { name: /Match$/ })).toHaveTextContent('Exact name');
    await expect(dialog.getByRole('textbox', { name: 'Priority' })).toHaveValue('0');
  },
};

/** Editing starts from the rule as it is and saves it under its id. */
export const EditRule: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await table(canvasElement).findByRole('button', { name: 'Edit Ground Commercial' }),
    );
    const dialog = await findDialog('Edit Rule');
    await expect(dialog.getByRole('textbox', { name: 'Pattern' })).toHaveValue('Ground Commercial');
    await expect(dialog.getByRole('textbox', { name: 'Guaranteed To' })).toHaveValue('2020-03-25');
    await userEvent.clear(dialog.getByRole('textbox', { name: 'Guaranteed To' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText('Rule saved')).toBeVisible();
    await dialogClosed('Edit Rule');
  },
};

/** Deleting asks first, naming the rule. */
export const DeleteRule: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await table(canvasElement).findByRole('button', { name: 'Delete Ground Commercial' }),
    );
    const dialog = await findDialog('Delete Rule', 'alertdialog');
    await expect(
      dialog.getByText(
        'Are you sure you want to delete the UPS rule “Ground Commercial” (exact name)? Services only it matches become unmapped again.',
      ),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(await screen.findByText('Nothing stored needed re-deriving.')).toBeVisible();
    await dialogClosed('Delete Rule', 'alertdialog');
  },
};

/** A file the server refuses: its reason, with the line, in the error toast; the dialog stays open. */
export const ImportRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        profileOf(platformAdminProfile),
        serviceRulesHandlers.list(),
        serviceRulesHandlers.importRefused,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Import CSV' }));
    const dialog = await findDialog('Import Service Map');
    await chooseUploadFile(dialog, new File(['carrier,match\n'], 'service-map.csv', { type: 'text/csv' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Import' }));
    await expect(await screen.findByText('Line 3: carrier must be UPS or FEDEX')).toBeVisible();
    await expect(await dialog.findByRole('button', { name: 'Import' })).toBeVisible();
  },
};
