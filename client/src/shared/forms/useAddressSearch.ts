import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '@/api/baseQuery';
import { api, type AddressSuggestionsApiArg, type AddressSuggestionDto } from '@/api/generated';

type AddressSearchArgs = AddressSuggestionsApiArg;

/** customer.md §5: address search starts at 3 characters and is debounced by 700 ms. */
export const ADDRESS_SEARCH_MIN_LENGTH = 3;
export const ADDRESS_SEARCH_DEBOUNCE_MS = 700;

export type AddressSearchStatus = 'idle' | 'loading' | 'success' | 'error';

type SearchState = {
  status: AddressSearchStatus;
  results: AddressSuggestionDto[];
  /** The failed request's message (the component shows the spec's sentence instead). */
  error?: string;
};

/** A Loqate-style suggestion that opens a list of its own (a postcode, a street, a building). */
export const isContainer = (suggestion: AddressSuggestionDto): boolean =>
  suggestion.Type.toLowerCase() !== 'address';

const cacheKey = ({ query, country, containerId }: AddressSearchArgs): string =>
  JSON.stringify([country ?? '', containerId ?? '', query]);

type UseAddressSearchOptions = {
  /** ISO 3166-1 alpha-2 country to search in (GB by default). */
  country?: string;
  minLength?: number;
  debounceMs?: number;
};

/**
 * Type-ahead address search with Loqate-style drill-down: `setQuery` searches after the debounce
 * (from 3 characters), `open(container)` lists a container's addresses at once, `back()` returns
 * to the previous list. Every answer is cached per query (and country and container), so
 * retyping a query or going back never asks the server again.
 */
export const useAddressSearch = ({
  country = 'GB',
  minLength = ADDRESS_SEARCH_MIN_LENGTH,
  debounceMs = ADDRESS_SEARCH_DEBOUNCE_MS,
}: UseAddressSearchOptions = {}) => {
  const [trigger] = api.endpoints.addressSuggestions.useLazyQuery();
  const cache = useRef(new Map<string, AddressSuggestionDto[]>());
  const latestRequest = useRef(0);
  const [query, setQueryState] = useState('');
  const [containers, setContainers] = useState<AddressSuggestionDto[]>([]);
  const [state, setState] = useState<SearchState>({ status: 'idle', results: [] });

  const run = useCallback(
    async (args: AddressSearchArgs) => {
      const request = ++latestRequest.current;
      const cached = cache.current.get(cacheKey(args));
      if (cached) {
        setState({ status: 'success', results: cached });
        return;
      }
      setState((previous) => ({ status: 'loading', results: previous.results }));
      try {
        const results = await trigger(args).unwrap();
        cache.current.set(cacheKey(args), results);
        if (request === latestRequest.current) setState({ status: 'success', results });
      } catch (error) {
        if (request === latestRequest.current) {
          setState({ status: 'error', results: [], error: errorMessage(error) });
        }
      }
    },
    [trigger],
  );

  const trimmed = query.trim();
  const isSearchable = trimmed.length >= minLength;

  useEffect(() => {
    if (!isSearchable) {
      latestRequest.current += 1;
      setState({ status: 'idle', results: [] });
      return undefined;
    }
    const timer = setTimeout(() => void run({ query: trimmed, country }), debounceMs);
    return () => clearTimeout(timer);
  }, [trimmed, isSearchable, country, debounceMs, run]);

  const setQuery = useCallback((next: string) => {
    setContainers([]);
    setQueryState(next);
  }, []);

  const open = useCallback(
    (container: AddressSuggestionDto) => {
      setContainers((stack) => [...stack, container]);
      void run({ query: trimmed, country, containerId: container.Id });
    },
    [run, trimmed, country],
  );

  const back = useCallback(() => {
    const stack = containers.slice(0, -1);
    setContainers(stack);
    const parent = stack.at(-1);
    void run({ query: trimmed, country, ...(parent ? { containerId: parent.Id } : {}) });
  }, [containers, run, trimmed, country]);

  const reset = useCallback(() => {
    setContainers([]);
    setQueryState('');
  }, []);

  return {
    query,
    setQuery,
    /** The container being listed (innermost), if any. */
    container: containers.at(-1),
    open,
    back,
    reset,
    /** True while the user has typed fewer than `minLength` characters. */
    isTooShort: !isSearchable,
    ...state,
  };
};
