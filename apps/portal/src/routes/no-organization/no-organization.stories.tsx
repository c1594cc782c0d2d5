import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withScreen } from '../../mocks/screen-decorator';
import { paths } from '../../config/paths';
import NoOrganization from './no-organization';

const meta = {
  title: 'Screens/NoOrganization',
  component: NoOrganization,
  decorators: [withScreen(paths.noOrganization.path)],
} satisfies Meta<typeof NoOrganization>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Waybill' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'No Organization Access' })).toBeVisible();
    await expect(
      canvas.getByText(
        'You are not currently part of any organization. Please contact your administrator for access.',
      ),
    ).toBeVisible();
  },
};
