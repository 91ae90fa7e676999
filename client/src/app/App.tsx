import { AppTree } from '@/app/AppTree';
import { router } from '@/app/router';
import type { AppStore } from '@/app/store';

type AppProps = { store: AppStore };

export const App = ({ store }: AppProps) => <AppTree store={store} router={router} />;
