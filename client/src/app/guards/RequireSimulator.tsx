import type { ReactNode } from 'react';
import { NotFoundPage } from '@/app/pages/NotFoundPage';
import {
  usePublicConfig,
  type PublicConfigView,
} from '@/features/public-config/hooks/usePublicConfig';

type Simulator = keyof NonNullable<PublicConfigView['simulators']>;

type RequireSimulatorProps = { simulator: Simulator; children: ReactNode };

/** `/dev/*` pages exist only while the matching local simulator runs (DESIGN.md). */
export const RequireSimulator = ({ simulator, children }: RequireSimulatorProps) => {
  const { simulators } = usePublicConfig();
  return simulators?.[simulator] ? children : <NotFoundPage />;
};
