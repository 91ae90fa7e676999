import { ErrorReporting } from '@/features/error-reporting/components/ErrorReporting';
import { IslandProviders } from '@/features/landing/islands/IslandProviders';

/** Error reporting on the light landing: mounted only once the visitor allows it. */
export const ErrorReportingIsland = () => (
  <IslandProviders>
    <ErrorReporting />
  </IslandProviders>
);
