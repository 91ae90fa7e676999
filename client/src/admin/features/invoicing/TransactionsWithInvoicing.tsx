import { useState } from 'react';
import { InvoicingModal } from '@/admin/features/invoicing/InvoicingModal';
import { TransactionsPage } from '@/admin/features/transactions/TransactionsPage';

/** /admin/transactions with its 'Export CSV' button opening the Invoicing modal (admin.md §2). */
export const TransactionsWithInvoicing = () => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <TransactionsPage onExportCsv={() => setOpen(true)} />
      {open && <InvoicingModal onClose={() => setOpen(false)} />}
    </>
  );
};
