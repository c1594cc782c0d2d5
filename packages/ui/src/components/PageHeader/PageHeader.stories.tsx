import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Avatar } from '../Avatar/Avatar';
import { Button } from '../Button/Button';
import { Link } from '../Link/Link';
import { PageHeader } from './PageHeader';

const meta = {
  title: 'Components/PageHeader',
  component: PageHeader,
  args: { title: 'People' },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'People' })).toBeVisible();
  },
};

export const WithActions: Story = {
  args: { title: 'Organization', actions: <Button>Add Organization</Button> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Organization' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add Organization' })).toBeVisible();
  },
};

/** An organization's header: logo, name, and a description line of facts. */
export const WithMediaAndDescription: Story = {
  args: {
    title: 'Acme Freight',
    media: <Avatar name="Acme Freight" fallback="letters" shape="square" size="large" />,
    description: (
      <>
        <span>acme_freight</span>
        <Link href="https://acme.example" target="_blank">
          https://acme.example
        </Link>
        <span>3 / 10 licenses used</span>
      </>
    ),
    actions: <Button variant="secondary">Edit Details</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Acme Freight' })).toBeVisible();
    await expect(canvas.getByText('3 / 10 licenses used')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'https://acme.example' })).toBeVisible();
  },
};
