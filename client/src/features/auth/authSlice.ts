import { createSlice, isRejectedWithValue, type PayloadAction } from '@reduxjs/toolkit';
import { isApiError } from '@/api/baseQuery';
import { api, type UserDto } from '@/api/generated';
import type { Role } from '@/features/auth/roles';

/** `unknown` until the first GET /users/current answers (the app shows a loader meanwhile). */
export type AuthStatus = 'unknown' | 'signedIn' | 'signedOut';

export type AuthState = {
  status: AuthStatus;
  /** The signed-in user (always an active one), or null. */
  user: UserDto | null;
  /** The last sign-out was the user's own (so a guard sends them to the 'signed out' banner). */
  signedOutByUser: boolean;
  /** The role chosen for the flow being started ('Sell a property' / 'Purchase a property'). */
  selectedRole: Role | null;
  /** A signed-in session ended by itself (a 401: expired, revoked): 'You were signed out'. */
  sessionExpired: boolean;
};

const initialState: AuthState = {
  status: 'unknown',
  user: null,
  signedOutByUser: false,
  selectedRole: null,
  sessionExpired: false,
};

const signIn = (state: AuthState, user: UserDto) => {
  if (!user.active) return signOut(state);
  state.status = 'signedIn';
  state.user = user;
  state.signedOutByUser = false;
  state.sessionExpired = false;
};

const signOut = (state: AuthState) => {
  state.status = 'signedOut';
  state.user = null;
  state.selectedRole = null;
};

/** Drops the extra `signedInAt` of verify-user so the stored user is exactly a UserDto. */
const toUser = ({ signedInAt: _signedInAt, ...user }: UserDto & { signedInAt?: string }): UserDto =>
  user;

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    /** The user signed out (the server session is already revoked, or unreachable). */
    signedOut: (state) => {
      signOut(state);
      state.signedOutByUser = true;
      state.sessionExpired = false;
    },
    /** The browser holds no session (no hint cookie): signed out without asking the server. */
    noSessionFound: (state) => {
      if (state.status === 'unknown') signOut(state);
    },
    roleSelected: (state, { payload }: PayloadAction<Role>) => {
      state.selectedRole = payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addMatcher(api.endpoints.currentUser.matchFulfilled, (state, { payload }) =>
        signIn(state, payload),
      )
      .addMatcher(api.endpoints.verifyUser.matchFulfilled, (state, { payload }) =>
        signIn(state, toUser(payload)),
      )
      .addMatcher(api.endpoints.updateCurrentUser.matchFulfilled, (state, { payload }) => {
        if (state.user?._id === payload._id) state.user = payload;
      })
      .addMatcher(api.endpoints.currentUser.matchRejected, (state, action) => {
        // A deduplicated call is "rejected" by its condition: it says nothing about the session.
        if (action.meta.condition) return;
        // First answer: whatever went wrong, the app cannot wait forever; treat as signed out.
        if (state.status === 'unknown') signOut(state);
      })
      .addMatcher(isRejectedWithValue, (state, action) => {
        // Any 401 from the API means the session is gone (expired, revoked, user deactivated),
        // except verify-user's, which is about the magic-link token, not the current session.
        const { payload, meta } = action;
        const endpointName = (meta as { arg?: { endpointName?: string } }).arg?.endpointName;
        if (endpointName === 'verifyUser') return;
        if (isApiError(payload) && payload.status === 401 && state.status !== 'signedOut') {
          if (state.status === 'signedIn') state.sessionExpired = true;
          signOut(state);
        }
      });
  },
});

export const { signedOut, noSessionFound, roleSelected } = authSlice.actions;
export const authReducer = authSlice.reducer;
