export const MAIN_CONTENT_ID = 'main-content';

/** First focusable element of a layout: jumps keyboard users past the header. */
export const SkipLink = () => (
  <a className="th-skip-link" href={`#${MAIN_CONTENT_ID}`}>
    Skip to main content
  </a>
);
