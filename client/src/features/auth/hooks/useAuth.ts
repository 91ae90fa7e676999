import type { UserDto } from '@/api/generated';
import { useAppSelector } from '@/app/store';
import type { AuthStatus } from '@/features/auth/authSlice';
import type { Role } from '@/features/auth/roles';

export type AuthView = {
  status: AuthStatus;
  /** The signed-in, active user; null when signed out or not yet known. */
  user: UserDto | null;
  isSignedIn: boolean;
  isAdmin: boolean;
  /** The user's own role (sell or buy), if they have one. */
  role: Role | null;
  /** The role picked for the flow being started on /welcome-back, if any. */
  selectedRole: Role | null;
  /** The last sign-out was the user's own action. */
  signedOutByUser: boolean;
  /** The session ended by itself while the user was signed in (not their own sign-out). */
  sessionExpired: boolean;
};

/** The current session as the app knows it (initialised from GET /users/current). */
export const useAuth = (): AuthView => {
  const { status, user, selectedRole, signedOutByUser, sessionExpired } = useAppSelector(
    (state) => state.auth,
  );
  const isSignedIn = status === 'signedIn' && user !== null && user.active;
  return {
    status,
    user: isSignedIn ? user : null,
    isSignedIn,
    isAdmin: isSignedIn && user.type === 'admin',
    role: isSignedIn ? (user.role ?? null) : null,
    selectedRole,
    signedOutByUser,
    sessionExpired,
  };
};
