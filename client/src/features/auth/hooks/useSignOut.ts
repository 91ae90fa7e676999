import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { api, useSignOutEverywhereMutation, useSignOutMutation } from '@/api/generated';
import { useAppDispatch } from '@/app/store';
import { signedOut } from '@/features/auth/authSlice';
import { SIGNED_OUT_PATH } from '@/features/auth/roles';
import { clearStoredKeys } from '@/features/auth/storage';

/**
 * Signs out: ends the server session, clears stored keys (except the onboarding flow id and the
 * cookie consent), forgets cached user data and goes to /sign-in?sign-out=true. The local
 * sign-out happens even when the server cannot be reached, so the button always does what it
 * says. `signOutEverywhere` ends every session of the user on every device; it rejects (and
 * changes nothing here) when the server could not do it, since other devices would stay in.
 */
export const useSignOut = () => {
  const [signOut, { isLoading }] = useSignOutMutation();
  const [signOutEverywhere] = useSignOutEverywhereMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  const finishLocally = useCallback(async () => {
    clearStoredKeys();
    dispatch(signedOut());
    // Nothing of this user may show to whoever signs in next on this device.
    dispatch(api.util.resetApiState());
    // A guard on the current page sends a signed-out user to the same place.
    await navigate(SIGNED_OUT_PATH);
  }, [dispatch, navigate]);

  const handleSignOut = useCallback(async () => {
    try {
      await signOut().unwrap();
    } catch {
      // The cookie may outlive this (network down); the local state is cleared regardless.
    }
    await finishLocally();
  }, [finishLocally, signOut]);

  const handleSignOutEverywhere = useCallback(async () => {
    await signOutEverywhere().unwrap();
    await finishLocally();
  }, [finishLocally, signOutEverywhere]);

  return {
    signOut: handleSignOut,
    signOutEverywhere: handleSignOutEverywhere,
    // Sign-out everywhere shows its progress in its confirmation, not on the Sign Out button.
    isSigningOut: isLoading,
  };
};
