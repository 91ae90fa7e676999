import type { CSSProperties, ReactNode } from 'react';

/** Clips content out of view while leaving it in the accessibility tree. */
export const visuallyHiddenStyle: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

type VisuallyHiddenProps = { children: ReactNode; id?: string };

/** Text for screen readers only, e.g. to tell apart several "Read the story" buttons. */
export const VisuallyHidden = ({ children, id }: VisuallyHiddenProps) => (
  <span id={id} style={visuallyHiddenStyle}>
    {children}
  </span>
);
