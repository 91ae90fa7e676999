import { Modal } from 'antd';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/**
 * Render while a file is uploading: leaving the page would stop the upload, so a link or the back
 * button first asks, and reloading or closing the tab brings up the browser's own warning.
 * Mounted only while an upload runs, so it never stands in the way of another page's guard.
 */
export const UploadLeaveGuard = () => {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  return (
    <Modal
      open={blocker.state === 'blocked'}
      title="Leave while a file is uploading?"
      okText="Leave and stop the upload"
      okButtonProps={{ danger: true }}
      cancelText="Stay until it finishes"
      onOk={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
      destroyOnHidden
    >
      A file is still uploading. If you leave this page now, the upload stops and the file is not
      saved.
    </Modal>
  );
};
