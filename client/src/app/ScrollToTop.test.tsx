import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ScrollToTop } from '@/app/ScrollToTop';

const Page = ({ title }: { title: string }) => (
  <>
    <h1>{title}</h1>
    <Link to="/second">Second page</Link>
    <Link to="/second?tab=2">Same page, other tab</Link>
  </>
);

describe('ScrollToTop', () => {
  it('scrolls the window to the top when the path changes, not when only the query does', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const user = userEvent.setup();
    const router = createMemoryRouter(
      [
        {
          element: (
            <>
              <ScrollToTop />
              <Outlet />
            </>
          ),
          children: [
            { path: '/', element: <Page title="First" /> },
            { path: '/second', element: <Page title="Second" /> },
          ],
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { name: 'First' })).toBeInTheDocument();
    scrollTo.mockClear();

    await user.click(screen.getByRole('link', { name: 'Second page' }));
    expect(screen.getByRole('heading', { name: 'Second' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);

    await user.click(screen.getByRole('link', { name: 'Same page, other tab' }));
    expect(router.state.location.search).toBe('?tab=2');
    expect(scrollTo).toHaveBeenCalledTimes(1);

    await act(() => router.navigate(-1));
    await act(() => router.navigate(-1));
    expect(screen.getByRole('heading', { name: 'First' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });

  it('moves focus to the new page heading when the path changes, not on the first load', async () => {
    const user = userEvent.setup();
    const router = createMemoryRouter(
      [
        {
          element: (
            <>
              <ScrollToTop />
              <Outlet />
            </>
          ),
          children: [
            { path: '/', element: <Page title="First" /> },
            { path: '/second', element: <Page title="Second" /> },
          ],
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { name: 'First' })).not.toHaveFocus();

    await user.click(screen.getByRole('link', { name: 'Second page' }));
    const heading = screen.getByRole('heading', { name: 'Second' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
  });
});
