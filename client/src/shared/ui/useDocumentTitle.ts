import { useEffect } from 'react';

/**
 * Sets the browser tab's title while the calling page is mounted (`"{title} | {suffix}"`, or just
 * the suffix when there is no title) and puts the previous one back afterwards.
 */
export const useDocumentTitle = (title: string | undefined, suffix: string) => {
  useEffect(() => {
    const previous = document.title;
    document.title = title ? `${title} | ${suffix}` : suffix;
    return () => {
      document.title = previous;
    };
  }, [title, suffix]);
};
