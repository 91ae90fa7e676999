import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { LightLanding } from '@/features/landing/light/LightLanding';
import { defaultBranding, type PublicBranding } from '@/features/public-config/fetchPublicConfig';
import '@/app/global.css';

/** How long the first render waits for the server's branding before showing the defaults. */
const BRANDING_WAIT_MS = 300;

/**
 * Renders the light landing (main.tsx decides who gets it). The server's product name and support
 * e-mail are used if they arrive within a moment; otherwise the page shows the defaults at once
 * and takes the server's when they come.
 */
export const bootLightLanding = async (
  container: HTMLElement,
  branding: Promise<PublicBranding>,
) => {
  const early = await Promise.race([
    branding,
    new Promise<undefined>((resolve) => window.setTimeout(resolve, BRANDING_WAIT_MS)),
  ]);
  createRoot(container).render(
    <StrictMode>
      <LightLanding initialBranding={early ?? defaultBranding} branding={branding} />
    </StrictMode>,
  );
};
