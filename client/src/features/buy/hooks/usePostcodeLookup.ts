import { useCallback, useRef, useState } from 'react';
import { errorMessage } from '@/api/baseQuery';
import { api } from '@/api/generated';
import type { PostcodeLookup } from '@/features/buy/propertyForm';
import { normalisePostcode } from '@/shared/validation/postcode';

/**
 * The property search by postcode (GET /property/postcode/{postcode}). `search` sends the postcode
 * without its space, so the path needs no escaping; answers are cached per postcode. Only the
 * latest search updates the state, so a slow earlier answer never overwrites a newer one.
 */
export const usePostcodeLookup = (initial: PostcodeLookup = { status: 'idle' }) => {
  const [lookup, setLookup] = useState<PostcodeLookup>(initial);
  const [fetchProperties] = api.useLazyPropertiesAtPostcodeQuery();
  const latest = useRef(0);

  const search = useCallback(
    async (text: string): Promise<PostcodeLookup> => {
      const postcode = normalisePostcode(text);
      const request = ++latest.current;
      setLookup({ status: 'loading', postcode });
      let next: PostcodeLookup;
      try {
        const results = await fetchProperties(
          { postcode: postcode.replace(/\s+/g, '') },
          true,
        ).unwrap();
        next = { status: 'done', postcode, results };
      } catch (error) {
        next = { status: 'error', postcode, message: errorMessage(error) };
      }
      if (request === latest.current) setLookup(next);
      return next;
    },
    [fetchProperties],
  );

  return { lookup, search };
};
