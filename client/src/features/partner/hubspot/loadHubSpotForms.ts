/** HubSpot's embedded forms for the EU data centre (customer.md §2: region eu1). */
export const HUBSPOT_REGION = 'eu1';
export const HUBSPOT_EMBED_SCRIPT_URL = 'https://js-eu1.hsforms.net/forms/embed/v2.js';

/** Give up on a script that has not arrived after this long (blocked, offline, very slow). */
export const HUBSPOT_LOAD_TIMEOUT_MS = 10_000;

export type HubSpotFormOptions = {
  region: string;
  portalId: string;
  formId: string;
  /** CSS selector of the element the form is rendered into. */
  target: string;
  onFormReady?: () => void;
};

export type HubSpotForms = { forms: { create: (options: HubSpotFormOptions) => void } };

const hubspotGlobal = (): HubSpotForms | undefined =>
  (window as Window & { hbspt?: HubSpotForms }).hbspt;

let pending: Promise<HubSpotForms> | undefined;

/**
 * Loads HubSpot's embed script once per page load and resolves with its `hbspt` global. Rejects
 * if the script fails or times out (content blockers often stop it), so the caller can fall back.
 */
export const loadHubSpotForms = (timeoutMs = HUBSPOT_LOAD_TIMEOUT_MS): Promise<HubSpotForms> => {
  const loaded = hubspotGlobal();
  if (loaded) return Promise.resolve(loaded);
  pending ??= new Promise<HubSpotForms>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = HUBSPOT_EMBED_SCRIPT_URL;
    script.async = true;
    script.charset = 'utf-8';
    const fail = (reason: string) => {
      window.clearTimeout(timer);
      pending = undefined;
      script.remove();
      reject(new Error(reason));
    };
    const timer = window.setTimeout(() => fail('The HubSpot form script timed out.'), timeoutMs);
    script.addEventListener('load', () => {
      const hbspt = hubspotGlobal();
      if (!hbspt) {
        fail('The HubSpot form script loaded without its forms API.');
        return;
      }
      window.clearTimeout(timer);
      // From now on the global itself says the script is there.
      pending = undefined;
      resolve(hbspt);
    });
    script.addEventListener('error', () => fail('The HubSpot form script could not be loaded.'));
    document.head.appendChild(script);
  });
  return pending;
};
