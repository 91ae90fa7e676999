import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '@/app/store';
import { roleSelected } from '@/features/auth/authSlice';
import { welcomePath, type Role } from '@/features/auth/roles';
import { clearOnboardingFlow } from '@/features/auth/storage';

/**
 * customer.md §2: adding a transaction clears the current flow, sets the role and goes to
 * /{role}/welcome.
 */
export const useStartNewFlow = () => {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(
    (role: Role) => {
      clearOnboardingFlow();
      dispatch(roleSelected(role));
      void navigate(welcomePath(role));
    },
    [dispatch, navigate],
  );
};
