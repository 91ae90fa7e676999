import { Modal } from 'antd';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';

type UnsavedChangesGuardProps = {
  /** True while the form holds changes that have not been saved. */
  when: boolean;
};

/**
 * Warns before unsaved changes are lost: a question before leaving the page inside the app
 * (links, back button), and the browser's own warning on reload or closing the tab. Render it
 * beside any back-office form: `<UnsavedChangesGuard when={form is dirty} />`.
 */
export const UnsavedChangesGuard = ({ when }: UnsavedChangesGuardProps) => {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  return (
    <Modal
      open={blocker.state === 'blocked'}
      title="Leave without saving?"
      okText="Leave and discard changes"
      okButtonProps={{ danger: true }}
      cancelText="Stay on this page"
      onOk={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
      destroyOnHidden
    >
      You have changes on this page that are not saved. If you leave now, they will be lost.
    </Modal>
  );
};
