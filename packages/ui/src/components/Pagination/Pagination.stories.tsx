import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination, usePagination, type PaginationProps } from './Pagination';

/** Keeps the page in state, as a screen would, and reports every change. */
function StatefulPagination({ page: initialPage, onPageChange, ...props }: PaginationProps) {
  const [page, setPage] = useState(initialPage);
  return (
    <Pagination
      {...props}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        onPageChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  args: { page: 1, pageCount: 10, onPageChange: fn() },
  render: (args) => <StatefulPagination {...args} />,
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

function pageButtons(canvasElement: HTMLElement) {
  return within(canvasElement)
    .getAllByRole('button', { name: /^Page \d+$/ })
    .map((button) => button.textContent);
}

export const FirstPage: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toBeVisible();
    await expect(canvas.getByText('Page 1 of 10')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(pageButtons(canvasElement)).toEqual(['1', '2', '3', '4', '5', '10']);

    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByText('Page 2 of 10')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Page 1' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeEnabled();
  },
};

export const MiddlePage: Story = {
  args: { page: 5 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Page 5 of 10')).toBeVisible();
    await expect(pageButtons(canvasElement)).toEqual(['1', '4', '5', '6', '10']);
    await expect(canvas.getAllByText('…')).toHaveLength(2);

    await userEvent.click(canvas.getByRole('button', { name: 'Page 6' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(6);
    await expect(canvas.getByText('Page 6 of 10')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await expect(canvas.getByText('Page 5 of 10')).toBeVisible();
  },
};

export const LastPage: Story = {
  args: { page: 10 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Page 10 of 10')).toBeVisible();
    await expect(pageButtons(canvasElement)).toEqual(['1', '6', '7', '8', '9', '10']);
    const next = canvas.getByRole('button', { name: 'Next' });
    await expect(next).toBeDisabled();
    await userEvent.click(next, { pointerEventsCheck: 0 });
    await expect(args.onPageChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Page 1' }));
    await expect(canvas.getByText('Page 1 of 10')).toBeVisible();
  },
};

export const FewPages: Story = {
  args: { page: 2, pageCount: 4 },
  play: async ({ canvasElement }) => {
    await expect(pageButtons(canvasElement)).toEqual(['1', '2', '3', '4']);
    await expect(within(canvasElement).queryByText('…')).not.toBeInTheDocument();
  },
};

export const SinglePage: Story = {
  args: { pageCount: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).not.toBeInTheDocument();
    await expect(within(canvasElement).queryByText(/Page 1 of/)).not.toBeInTheDocument();
  },
};

export const NoPages: Story = {
  args: { pageCount: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).not.toBeInTheDocument();
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Page 1' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(within(canvasElement).getByText('Page 2 of 10')).toBeVisible();
  },
};

const PARCELS = Array.from({ length: 32 }, (_, index) => `Parcel ${index + 1}`);

/** A list paged by `usePagination`, 15 rows a page. */
function PagedList() {
  const { pageRows, page, setPage, pageCount } = usePagination(PARCELS, 15);
  return (
    <div>
      <ul aria-label="Parcels">
        {pageRows.map((row) => (
          <li key={row}>{row}</li>
        ))}
      </ul>
      <Pagination page={page} pageCount={pageCount} onPageChange={setPage} />
    </div>
  );
}

export const WithUsePagination: Story = {
  render: () => <PagedList />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Parcels' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(15);
    await expect(canvas.getByText('Page 1 of 3')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Page 3' }));
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Parcel 31', 'Parcel 32']);
  },
};
