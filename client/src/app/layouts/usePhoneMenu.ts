import { useEffect, useId, useState } from 'react';

/**
 * State of a header's phone menu (an antd Drawer with `id={menuId}`): opening it puts the
 * keyboard inside (on its first button or link, the close button); antd returns focus to the
 * menu button when it closes.
 */
export const usePhoneMenu = () => {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();

  useEffect(() => {
    if (!menuOpen) return;
    document.getElementById(menuId)?.querySelector<HTMLElement>('button, a[href]')?.focus();
  }, [menuOpen, menuId]);

  return {
    menuOpen,
    menuId,
    openMenu: () => setMenuOpen(true),
    closeMenu: () => setMenuOpen(false),
  };
};
