import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { expect, fn, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../config/paths';
import { acmeFreight, organizationHandlers } from '../../mocks/administration';
import { chooseOption, chooseUploadFile, dialogClosed, findDialog } from '../../mocks/dialogs';
import { http, platformAdminProfile, profileOf } from '../../mocks/http';
import { contractDiscountsHandlers } from '../../mocks/reference-data';
import { withScreen } from '../../mocks/screen-decorator';
import { cellTexts } from '../../mocks/tables';
import ContractDiscounts from './contract-discounts';

const meta = {
  title: 'Screens/ReferenceData/ContractDiscounts',
  component: ContractDiscounts,
  decorators: [
    withScreen(paths.contractDiscounts.path, paths.contractDiscounts.getHref(acmeFreight.organizationId)),
  ],
  parameters: {
    layout: 'fullscreen',
    msw: {
      handlers: [
        profileOf(platformAdminProfile),
        organizationHandlers.list(),
        contractDiscountsHandlers.list(),
        contractDiscountsHandlers.update,
        contractDiscountsHandlers.remove,
      ],
    },
  },
} satisfies Meta<typeof ContractDiscounts>;

export default meta;
type Story = StoryObj<typeof meta>;

const gridOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('grid', { name: 'Contract discounts' });
const table = (canvasElement: HTMLElement) => within(gridOf(canvasElement));

/** A story's handlers: the admin's profile and the organizations, then `handlers` for Acme Freight's discounts. */
const withAcme = (...handlers: HttpHandler[]) => [
  profileOf(platformAdminProfile),
  organizationHandlers.list(),
  ...handlers,
];

/** Presses a header action once it is available: once the organization has arrived. */
async function pressHeaderAction(canvasElement: HTMLElement, name: string) {
  const button = await within(canvasElement).findByRole('button', { name });
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.click(button);
}

/** Opened without an organization: a prompt to choose one, and nothing to export, import or add to yet. */
export const NoOrganization: Story = {
  parameters: { screenAddress: paths.contractDiscounts.getHref() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Contract Discounts' })).toBeVisible();
    await expect(canvas.getByText('Choose an organization')).toBeVisible();
    await expect(canvas.queryByRole('grid')).not.toBeInTheDocument();
    for (const name of ['Export CSV', 'Import CSV', 'Add Discount']) {
      await expect(canvas.getByRole('button', { name })).toBeDisabled();
    }
  },
};

/** Choosing an organization shows its discounts, and the header's actions become available. */
export const ChooseOrganization: Story = {
  parameters: { screenAddress: paths.contractDiscounts.getHref() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The select offers the organizations once they have arrived.
    await canvas.findByRole('button', { name: /Choose an organization/ });
    await chooseOption(canvas, 'Organization', 'Acme Freight');
    await expect(await table(canvasElement).findByText('Home Delivery')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add Discount' })).toBeEnabled();
  },
};

/** Every discount of the organization: carrier, SLA group, zones, billed weights and percent. */
export const Discounts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement).findByText('Home Delivery');
    await expect(cellTexts(gridOf(canvasElement))).toEqual([
      ['Carrier', 'SLA Group', 'Zones', 'Billed Weight', 'Discount', 'Actions'],
      ['FedEx', 'Two Day', 'Zone 7', 'Any weight', '18%', 'EditDelete'],
      ['FedEx', 'Home Delivery', 'Every zone', 'Any weight', '22.75%', 'EditDelete'],
      ['UPS', 'Ground', 'Every zone', '0–20 lb', '30%', 'EditDelete'],
      ['UPS', 'Ground', 'Every zone', '20.01 lb and up', '25.5%', 'EditDelete'],
      ['UPS', 'Ground', 'Zones 2–5', '0–20 lb', '35%', 'EditDelete'],
    ]);
    await expect(canvas.getByRole('button', { name: /Acme Freight/ })).toBeVisible();
    for (const name of ['Export CSV', 'Import CSV', 'Add Discount']) {
      await expect(canvas.getByRole('button', { name })).toBeEnabled();
    }
  },
};

/** The search keeps the discounts whose carrier and SLA group hold the text. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement).findByText('Home Delivery');
    const search = canvas.getByRole('searchbox', { name: 'Search' });
    await userEvent.type(search, 'ups ground');
    await waitFor(() => expect(cellTexts(gridOf(canvasElement))).toHaveLength(4));
    await userEvent.clear(search);
    await userEvent.type(search, 'fedex');
    await waitFor(() => expect(cellTexts(gridOf(canvasElement))).toHaveLength(3));
    await userEvent.type(search, ' express');
    await expect(
      await table(canvasElement).findByText('No carrier or SLA group has a name like that.'),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: withAcme(contractDiscountsHandlers.listNeverArrives) } },
  play: async ({ canvasElement }) => {
    await expect(await table(canvasElement).findByRole('progressbar', { name: 'Loading' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: withAcme(contractDiscountsHandlers.list([])) } },
  play: async ({ canvasElement }) => {
    await expect(
      await table(canvasElement).findByText('This organization has no contract discounts.'),
    ).toBeVisible();
  },
};

/** A failed read shows the error with Retry, which reads again. */
export const RetryAfterError: Story = {
  parameters: { msw: { handlers: withAcme(contractDiscountsHandlers.listFailsOnce()) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('An error occurred while fetching the contract discounts.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(await canvas.findByText('Home Delivery')).toBeVisible();
  },
};

const created = fn();

/**
 * A new discount starts on every zone and any weight: the form's own checks first, then what is sent, and the
 * toast with what was re-derived.
 */
export const AddDiscount: Story = {
  parameters: {
    msw: {
      handlers: withAcme(
        contractDiscountsHandlers.list(),
        http.post(
          '/reference-data/organizations/{organizationId}/contract-discounts',
          async ({ params, request, response }) => {
            const discount = await request.json();
            created(params.organizationId, discount);
            return response(201).json({
              discount: { id: 40, organizationId: params.organizationId, ...discount },
              rederived: { packages: 1204, files: 3 },
            });
          },
        ),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    await pressHeaderAction(canvasElement, 'Add Discount');
    const dialog = await findDialog('Add Discount');
    await expect(dialog.getByRole('textbox', { name: 'First Zone' })).toHaveValue('1');
    await expect(dialog.getByRole('textbox', { name: 'Last Zone' })).toHaveValue('999');
    await expect(dialog.getByRole('textbox', { name: 'Lightest Weight (lb)' })).toHaveValue('0');
    await expect(dialog.getByRole('textbox', { name: 'Heaviest Weight (lb)' })).toHaveValue('99999');
    await userEvent.clear(dialog.getByRole('textbox', { name: 'Heaviest Weight (lb)' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Heaviest Weight (lb)' }), '150.125');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Discount (%)' }), '101');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(dialog.getByText('Select a carrier')).toBeVisible();
    await expect(dialog.getByText('Select an SLA group')).toBeVisible();
    await expect(dialog.getByText('Give the weight with at most two decimals')).toBeVisible();
    await expect(dialog.getByText('Enter a discount from 0 to 100')).toBeVisible();
    await chooseOption(dialog, 'Carrier', 'FedEx');
    await chooseOption(dialog, 'SLA Group', 'Ground');
    await userEvent.clear(dialog.getByRole('textbox', { name: 'Heaviest Weight (lb)' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Heaviest Weight (lb)' }), '150');
    await userEvent.clear(dialog.getByRole('textbox', { name: 'Discount (%)' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Discount (%)' }), '27.5');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText('1,204 packages in 3 files were re-derived.')).toBeVisible();
    await expect(screen.getByText('Discount added')).toBeVisible();
    await dialogClosed('Add Discount');
    await expect(created).toHaveBeenCalledWith(acmeFreight.organizationId, {
      carrier: 'FEDEX',
      slaGrouping: 'GROUND',
      zoneFrom: 1,
      zoneTo: 999,
      weightFromLb: 0,
      weightToLb: 150,
      discountPct: 27.5,
    });
  },
};

/** The server's reason for refusing a row that crosses another shows on the first zone; the dialog stays open. */
export const AddDiscountRefused: Story = {
  parameters: {
    msw: { handlers: withAcme(contractDiscountsHandlers.list(), contractDiscountsHandlers.createRefused) },
  },
  play: async ({ canvasElement }) => {
    await pressHeaderAction(canvasElement, 'Add Discount');
    const dialog = await findDialog('Add Discount');
    await chooseOption(dialog, 'Carrier', 'UPS');
    await chooseOption(dialog, 'SLA Group', 'Ground');
    await userEvent.clear(dialog.getByRole('textbox', { name: 'Heaviest Weight (lb)' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Heaviest Weight (lb)' }), '50');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Discount (%)' }), '31');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(
      await dialog.findByText(
        'UPS Ground already has a discount for zones 1 to 999 and 0 to 20 lb that crosses this one: make one hold the other',
      ),
    ).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'First Zone' })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** While the discount is saved the button says so. */
export const Saving: Story = {
  parameters: {
    msw: {
      handlers: withAcme(contractDiscountsHandlers.list(), contractDiscountsHandlers.createNeverAnswers),
    },
  },
  play: async ({ canvasElement }) => {
    await pressHeaderAction(canvasElement, 'Add Discount');
    const dialog = await findDialog('Add Discount');
    await chooseOption(dialog, 'Carrier', 'UPS');
    await chooseOption(dialog, 'SLA Group', 'Next Day');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Discount (%)' }), '40');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByRole('button', { name: 'Saving...' })).toBeVisible();
  },
};

/** Editing starts from the discount as it is and saves it under its id. */
export const EditDiscount: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await table(canvasElement).findByRole('button', {
        name: 'Edit UPS Ground, every zone, 20.01 lb and up',
      }),
    );
    const dialog = await findDialog('Edit Discount');
    await expect(dialog.getByRole('button', { name: /Carrier$/ })).toHaveTextContent('UPS');
    await expect(dialog.getByRole('textbox', { name: 'Lightest Weight (lb)' })).toHaveValue('20.01');
    await expect(dialog.getByRole('textbox', { name: 'Heaviest Weight (lb)' })).toHaveValue('99999');
    await expect(dialog.getByRole('textbox', { name: 'Discount (%)' })).toHaveValue('25.5');
    await userEvent.clear(dialog.getByRole('textbox', { name: 'Discount (%)' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Discount (%)' }), '26');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText('Discount saved')).toBeVisible();
    await expect(screen.getByText('38 packages in 9 files were re-derived.')).toBeVisible();
    await dialogClosed('Edit Discount');
  },
};

/** Deleting asks first, naming the discount and where its packages go. */
export const DeleteDiscount: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await table(canvasElement).findByRole('button', { name: 'Delete UPS Ground, zones 2–5, 0–20 lb' }),
    );
    const dialog = await findDialog('Delete Discount', 'alertdialog');
    await expect(
      dialog.getByText(
        'Are you sure you want to delete the 35% discount for UPS Ground, zones 2–5, 0–20 lb? Its packages will take the next most specific discount that holds them, or none.',
      ),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(await screen.findByText('Discount deleted')).toBeVisible();
    await expect(screen.getByText('412 packages in 37 files were re-derived.')).toBeVisible();
    await dialogClosed('Delete Discount', 'alertdialog');
  },
};

const savedFiles: string[] = [];

/** Export CSV saves the organization's file under the server's name for it. */
export const ExportFile: Story = {
  parameters: {
    msw: {
      handlers: withAcme(
        contractDiscountsHandlers.list(),
        http.get('/reference-data/organizations/{organizationId}/contract-discounts.csv', ({ response }) =>
          response(200).text(
            'carrier,sla_grouping,zone_from,zone_to,weight_from_lb,weight_to_lb,discount_pct\n',
          ),
        ),
      ),
    },
  },
  beforeEach: () => {
    savedFiles.length = 0;
    // The file is taken here instead of going to the test browser's downloads.
    const clicks = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      if (this.download) savedFiles.push(this.download);
    });
    return () => clicks.mockRestore();
  },
  play: async ({ canvasElement }) => {
    await table(canvasElement).findByText('Home Delivery');
    await pressHeaderAction(canvasElement, 'Export CSV');
    await expect(await screen.findByText('Contract discounts exported')).toBeVisible();
    await expect(
      screen.getByText('Check your downloads folder for contract-discounts-acme_freight.csv.'),
    ).toBeVisible();
    await expect(savedFiles).toEqual(['contract-discounts-acme_freight.csv']);
  },
};

/** Uploads a file of `text` into the open import dialog and imports it. */
async function importFile(dialog: ReturnType<typeof within>, text: string) {
  await chooseUploadFile(dialog, new File([text], 'contract-discounts.csv', { type: 'text/csv' }));
  await userEvent.click(dialog.getByRole('button', { name: 'Import' }));
}

/** An edited file replaces the organization's discounts: the toast says what changed and what was re-derived. */
export const ImportFile: Story = {
  parameters: {
    msw: { handlers: withAcme(contractDiscountsHandlers.list(), contractDiscountsHandlers.imported) },
  },
  play: async ({ canvasElement }) => {
    await pressHeaderAction(canvasElement, 'Import CSV');
    const dialog = await findDialog('Import Contract Discounts');
    await expect(
      dialog.getByText(
        "The file replaces the organization's discounts: those it does not hold are deleted. Start from Export CSV.",
      ),
    ).toBeVisible();
    await importFile(
      dialog,
      'carrier,sla_grouping,zone_from,zone_to,weight_from_lb,weight_to_lb,discount_pct\n',
    );
    await expect(await screen.findByText('Contract discounts imported')).toBeVisible();
    await expect(
      screen.getByText('2 added, 1 changed, 1 removed. 2,318 packages in 12 files were re-derived.'),
    ).toBeVisible();
    await dialogClosed('Import Contract Discounts');
  },
};

/** A file the server refuses: its reason, with the line, in the error toast; the dialog stays open. */
export const ImportRefused: Story = {
  parameters: {
    msw: { handlers: withAcme(contractDiscountsHandlers.list(), contractDiscountsHandlers.importRefused) },
  },
  play: async ({ canvasElement }) => {
    await pressHeaderAction(canvasElement, 'Import CSV');
    const dialog = await findDialog('Import Contract Discounts');
    await importFile(dialog, 'carrier,sla_grouping\n');
    await expect(
      await screen.findByText('Line 4: Give the discount with at most two decimals'),
    ).toBeVisible();
    await expect(await dialog.findByRole('button', { name: 'Import' })).toBeVisible();
  },
};
