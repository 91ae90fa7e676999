import { Alert, Flex, Spin } from 'antd';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { HUBSPOT_REGION, loadHubSpotForms } from '@/features/partner/hubspot/loadHubSpotForms';

type HubSpotFormProps = {
  portalId: string;
  formId: string;
  /** Shown instead when HubSpot cannot be reached. */
  fallback: ReactNode;
};

type LoadState = 'loading' | 'ready' | 'failed';

/** The HubSpot marketing form (region eu1), or `fallback` when its script can't be loaded. */
export const HubSpotForm = ({ portalId, formId, fallback }: HubSpotFormProps) => {
  const targetId = `hubspot-form-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const targetRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<LoadState>('loading');

  useEffect(() => {
    let active = true;
    setState('loading');
    loadHubSpotForms().then(
      (hbspt) => {
        if (!active) return;
        hbspt.forms.create({
          region: HUBSPOT_REGION,
          portalId,
          formId,
          target: `#${targetId}`,
          onFormReady: () => {
            if (active) setState('ready');
          },
        });
        setState('ready');
      },
      () => {
        if (active) setState('failed');
      },
    );
    const target = targetRef.current;
    return () => {
      active = false;
      // HubSpot appends to the target; empty it so a re-mount does not show two forms.
      target?.replaceChildren();
    };
  }, [portalId, formId, targetId]);

  if (state === 'failed') {
    return (
      <Flex vertical gap={16}>
        <Alert
          type="info"
          role="note"
          showIcon
          title="Our sign-up form couldn't load here, so we've switched to a simpler one."
        />
        {fallback}
      </Flex>
    );
  }

  return (
    <div style={{ position: 'relative', minHeight: 240 }}>
      {state === 'loading' && (
        <Flex
          role="status"
          vertical
          align="center"
          justify="center"
          gap={12}
          style={{ minHeight: 240 }}
        >
          <Spin aria-hidden />
          <span>Loading the form...</span>
        </Flex>
      )}
      <div id={targetId} ref={targetRef} />
    </div>
  );
};
