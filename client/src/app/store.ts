import { configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { emptyApi } from '@/api/emptyApi';
// The customer endpoints' cache tags, applied before any component subscribes.
import '@/api/cacheTags';
import { authReducer } from '@/features/auth/authSlice';

/**
 * A fresh store; tests make one each so no cache leaks between them. `main.tsx` adds RTK Query's
 * focus/online listeners for the real app.
 */
export const makeStore = () =>
  configureStore({
    reducer: { [emptyApi.reducerPath]: emptyApi.reducer, auth: authReducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(emptyApi.middleware),
  });

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
