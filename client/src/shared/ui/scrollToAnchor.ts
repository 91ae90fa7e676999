const prefersReducedMotion = (): boolean =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Scrolls the element with this id into view (smoothly, unless the visitor asked for reduced
 * motion) and moves keyboard focus to it, so the next Tab continues from there. Returns whether
 * the element exists. The element gets `tabindex="-1"` if it is not focusable already.
 */
export const scrollToAnchor = (id: string): boolean => {
  const target = document.getElementById(id);
  if (!target) return false;
  target.scrollIntoView?.({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  if (target.tabIndex < 0 && !target.hasAttribute('tabindex'))
    target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return true;
};
