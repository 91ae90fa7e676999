import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { currentUserReply, makeAdmin } from '@/features/auth/testing';
import { jsonResponse, publicConfigFixture, stubFetch } from '@/test/fetchStub';
import { renderApp } from '@/test/renderApp';

const expectNotFoundPage = async () => {
  expect(
    await screen.findByRole('heading', { level: 1, name: '404! Page not found' }),
  ).toBeInTheDocument();
  expect(
    screen.getByText(
      "We can't find that page. Please check the URL or go back to the homepage and try again.",
    ),
  ).toBeInTheDocument();
  expect(document.title).toMatch(/^Page not found \| /i);
};

describe('not-found page', () => {
  beforeEach(() => {
    stubFetch({ 'GET /api/config/public': jsonResponse(publicConfigFixture) });
  });

  it.each(['/no-such-page', '/sell/unknown', '/buy/unknown/deeper'])(
    'is shown at %s, with a way back to the homepage',
    async (path) => {
      const user = userEvent.setup();
      const { router } = renderApp(path);

      await expectNotFoundPage();
      const homeLink = screen.getByRole('link', { name: 'Go to homepage' });
      expect(homeLink).toHaveAttribute('href', '/');

      await user.click(homeLink);
      expect(router.state.location.pathname).toBe('/');
      expect(
        await screen.findByRole(
          'heading',
          { level: 1, name: 'Sell your home with the legal work done up front' },
          { timeout: 5000 },
        ),
      ).toBeInTheDocument();
      expect(screen.queryByText('404! Page not found')).not.toBeInTheDocument();
    },
  );

  it('keeps the site header and footer around it', async () => {
    renderApp('/nowhere');
    await expectNotFoundPage();
    expect(screen.getByRole('banner')).toHaveTextContent('Threshold');
    expect(screen.getByRole('main')).toHaveTextContent('404! Page not found');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('support@threshold.example');
  });

  it('has an admin version for unknown /admin paths, pointing back to the admin home', async () => {
    stubFetch({
      'GET /api/config/public': jsonResponse(publicConfigFixture),
      ...currentUserReply(makeAdmin()),
    });
    renderApp('/admin/no-such-section');
    await expectNotFoundPage();
    expect(screen.getByRole('link', { name: 'Go to admin home' })).toHaveAttribute(
      'href',
      '/admin',
    );
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/admin');
  });
});
