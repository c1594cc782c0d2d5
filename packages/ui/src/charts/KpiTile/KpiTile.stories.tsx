import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Inline } from '../../components/Inline/Inline';
import { KpiTile } from './KpiTile';

const meta = {
  title: 'Charts/KpiTile',
  component: KpiTile,
  args: {
    label: 'Net spend',
    value: 248395.02,
    previousValue: 231120.4,
    kind: 'money',
    goodDirection: 'down',
  },
} satisfies Meta<typeof KpiTile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spend went up, which is bad news: red, with an up arrow, and no cents over $10,000. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const tile = within(canvasElement).getByRole('region', { name: 'Net spend' });
    await expect(tile).toHaveTextContent('$248,395');
    await expect(tile).toHaveTextContent('▲+$17,275vs previous period');
    await expect(tile).toHaveTextContent('up $17,275 against the previous period');
  },
};

/** The headline row of the executive summary: good, bad and unchanged figures, one with no figure. */
export const SummaryRow: Story = {
  render: () => (
    <Inline gap="medium">
      <KpiTile
        label="Effective discount"
        kind="percent"
        value={0.312}
        previousValue={0.298}
        goodDirection="up"
      />
      <KpiTile label="Packages" kind="count" value={18204} previousValue={18204} />
      <KpiTile
        label="Cost per package"
        kind="money"
        value={13.64}
        previousValue={14.02}
        goodDirection="down"
      />
      <KpiTile
        label="Accessorial %"
        kind="percent"
        value={0.084}
        previousValue={0.071}
        goodDirection="down"
        href="#accessorials_detail"
      />
      <KpiTile label="On-time %" kind="percent" value={null} previousValue={0.95} goodDirection="up" />
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Effective discount' })).toHaveTextContent(
      '31.2%▲+1.4 ppvs previous period',
    );
    await expect(canvas.getByRole('region', { name: 'Packages' })).toHaveTextContent(
      '18,204■0vs previous period',
    );
    await expect(canvas.getByRole('region', { name: 'Cost per package' })).toHaveTextContent(
      '$13.64▼−$0.38vs previous period',
    );
    await expect(canvas.getByRole('link', { name: 'Accessorial %: Details' })).toHaveAttribute(
      'href',
      '#accessorials_detail',
    );
    // A ratio over nothing has no figure and so no change.
    await expect(canvas.getByRole('region', { name: 'On-time %' })).toHaveTextContent(/^On-time %—$/);
  },
};

/** Without a previous period only the figure shows. */
export const WithoutComparison: Story = {
  args: { previousValue: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Net spend' })).toHaveTextContent(
      /^Net spend\$248,395$/,
    );
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    const tile = within(canvasElement).getByRole('region', { name: 'Net spend' });
    await expect(tile).toHaveAttribute('aria-busy', 'true');
    await expect(tile).not.toHaveTextContent('$');
  },
};

/** A tile as narrow as a dashboard's sixth of a row: a fall in money keeps its minus sign beside its amount. */
export const NarrowFall: Story = {
  args: { label: 'Estimated savings', value: 29194.2, previousValue: 30980.67, goodDirection: 'up' },
  render: (args) => (
    <div style={{ width: '12rem' }}>
      <KpiTile {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const delta = document.createRange();
    delta.selectNodeContents(within(canvasElement).getByText('−$1,786.47'));
    // One rectangle for one line: the text did not break between '−' and '$'.
    await expect(delta.getClientRects()).toHaveLength(1);
  },
};
