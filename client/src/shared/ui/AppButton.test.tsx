import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppButton } from '@/shared/ui/AppButton';

describe('AppButton', () => {
  it('is a button that calls its handler', async () => {
    const handleClick = vi.fn();
    render(<AppButton onClick={handleClick}>Continue</AppButton>);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(handleClick).toHaveBeenCalledTimes(1);
  });

  it('when disabled, is faded to a quarter, shows a not-allowed cursor and ignores clicks', async () => {
    const handleClick = vi.fn();
    render(
      <AppButton variant="marketingPrimary" disabled onClick={handleClick}>
        Get started
      </AppButton>,
    );
    const button = screen.getByRole('button', { name: 'Get started' });
    expect(button).toBeDisabled();
    expect(button).toHaveStyle({ opacity: '0.25', cursor: 'not-allowed' });
    await userEvent.click(button);
    expect(handleClick).not.toHaveBeenCalled();
  });

  it('fills the width on phones for the flex size and always for the full size', () => {
    // The test window matches no media query, i.e. a phone.
    render(
      <>
        <AppButton size="flex">Flex</AppButton>
        <AppButton size="full">Full</AppButton>
        <AppButton size="sm">Small</AppButton>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Flex' })).toHaveStyle({ width: '100%' });
    expect(screen.getByRole('button', { name: 'Full' })).toHaveStyle({ width: '100%' });
    expect(screen.getByRole('button', { name: 'Small' }).style.width).toBe('');
  });
});
