import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { paths } from '../../config/paths';
import { platformAdminProfile, profileOf } from '../../mocks/http';
import {
  nothingUnmapped,
  unmappedReferenceData,
  unmappedReferenceDataHandlers,
} from '../../mocks/reference-data';
import { withScreen } from '../../mocks/screen-decorator';
import { cellTexts } from '../../mocks/tables';
import UnmappedReferenceData from './unmapped-reference-data';

const meta = {
  title: 'Screens/ReferenceData/Unmapped',
  component: UnmappedReferenceData,
  decorators: [withScreen(paths.unmappedReferenceData.path)],
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [profileOf(platformAdminProfile), unmappedReferenceDataHandlers.list()] },
  },
} satisfies Meta<typeof UnmappedReferenceData>;

export default meta;
type Story = StoryObj<typeof meta>;

const tableOf = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('grid', { name }));

/** The texts of a table's header and body cells, row by row. */
const rowsOf = (canvasElement: HTMLElement, name: string) =>
  cellTexts(within(canvasElement).getByRole('grid', { name }));

/** Both lists, money first, with every figure, the files and clients each row names and how many more. */
export const Lists: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Reference Data' })).toBeVisible();
    await canvas.findByText('Worldwide Economy DDU');
    const [economy] = unmappedReferenceData.services;
    await expect(rowsOf(canvasElement, 'Services')).toEqual([
      ['Carrier', 'Service', 'Packages', 'Charges', 'Net Spend', 'Files', 'Clients', 'Actions'],
      [
        'UPS',
        'Worldwide Economy DDU',
        '38',
        '121',
        '$2,874.15',
        `${economy!.controlIds.join('')}and 4 more`,
        'Acme FreightNorthwind Outfitters',
        'Map…',
      ],
      ['FedEx', 'FedEx One Rate', '4', '9', '$212.40', 'FEDEX-20261123-000042', 'Blue Harbor', 'Map…'],
    ]);
    await expect(rowsOf(canvasElement, 'Charge descriptions')).toEqual([
      ['Carrier', 'Charge Description', 'Charges', 'Packages', 'Net Spend', 'Files', 'Actions'],
      [
        'FedEx',
        'Shipment Value Protection',
        '52',
        '52',
        '$205.40',
        'FEDEX-20261123-000042FEDEX-20261116-000039FEDEX-20261109-000036',
        'Map…',
      ],
      [
        'UPS',
        'Paperless Invoice Credit',
        '2',
        '0',
        '-$2.50',
        'UPS-20261121-000041UPS-20261114-000038',
        'Map…',
      ],
    ]);
    await expect(canvas.getByRole('region', { name: 'Services' })).toHaveTextContent(
      'Their packages have no SLA group',
    );
    await expect(canvas.queryByText(/with the largest net spend, of/)).not.toBeInTheDocument();
  },
};

/** A list longer than the server sends says how much of it the table shows. */
export const LongerThanShown: Story = {
  parameters: {
    msw: {
      handlers: [
        profileOf(platformAdminProfile),
        unmappedReferenceDataHandlers.list({ ...unmappedReferenceData, servicesTotal: 1250 }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await within(canvas.getByRole('region', { name: 'Services' })).findByText(
        /The 2 with the largest net spend, of 1,250\.$/,
      ),
    ).toBeVisible();
    await expect(
      within(canvas.getByRole('region', { name: 'Charge descriptions' })).queryByText(/of \d/),
    ).not.toBeInTheDocument();
  },
};

/** Every service mapped, some charge descriptions not. */
export const OnlyChargeDescriptions: Story = {
  parameters: {
    msw: {
      handlers: [
        profileOf(platformAdminProfile),
        unmappedReferenceDataHandlers.list({ ...unmappedReferenceData, services: [], servicesTotal: 0 }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await tableOf(canvasElement, 'Services').findByText('Every service is mapped.'),
    ).toBeVisible();
    await expect(
      tableOf(canvasElement, 'Charge descriptions').getByText('Shipment Value Protection'),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    msw: { handlers: [profileOf(platformAdminProfile), unmappedReferenceDataHandlers.list(nothingUnmapped)] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Every service and charge description is mapped.')).toBeVisible();
    await expect(canvas.queryByRole('grid')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: [profileOf(platformAdminProfile), unmappedReferenceDataHandlers.listNeverArrives] },
  },
  play: async ({ canvasElement }) => {
    for (const name of ['Services', 'Charge descriptions']) {
      await expect(
        await tableOf(canvasElement, name).findByRole('progressbar', { name: 'Loading' }),
      ).toBeVisible();
    }
  },
};

export const LoadError: Story = {
  parameters: {
    msw: { handlers: [profileOf(platformAdminProfile), unmappedReferenceDataHandlers.listFails] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('An error occurred while fetching the unmapped reference data.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(canvas.queryByRole('grid')).not.toBeInTheDocument();
  },
};

/** A failed read shows the error with Retry, which reads again. */
export const RetryAfterError: Story = {
  parameters: {
    msw: { handlers: [profileOf(platformAdminProfile), unmappedReferenceDataHandlers.listFailsOnce()] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('An error occurred while fetching the unmapped reference data.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(await canvas.findByText('Worldwide Economy DDU')).toBeVisible();
  },
};

/** "Map…" on a service leads to the Service Map, on a new rule for that service. */
export const MapAService: Story = {
  play: async ({ canvasElement }) => {
    const services = tableOf(canvasElement, 'Services');
    await userEvent.click(await services.findByRole('link', { name: 'Map Worldwide Economy DDU' }));
    await expect(await within(canvasElement).findByText('Now at /reference-data/services')).toBeVisible();
  },
};

/** "Map…" on a charge description leads to the Charge Map, on a new rule for that description. */
export const MapAChargeDescription: Story = {
  play: async ({ canvasElement }) => {
    const descriptions = tableOf(canvasElement, 'Charge descriptions');
    const map = await descriptions.findByRole('link', { name: 'Map Shipment Value Protection' });
    await expect(map).toHaveAttribute(
      'href',
      '/reference-data/charge-map?carrier=FEDEX&description=Shipment+Value+Protection',
    );
    await userEvent.click(map);
    await expect(await within(canvasElement).findByText('Now at /reference-data/charge-map')).toBeVisible();
  },
};
