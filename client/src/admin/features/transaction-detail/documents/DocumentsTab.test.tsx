import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from '@/admin/testing';
import { jsonResponse } from '@/test/fetchStub';
import { installFakeXhr, makeFile } from '@/shared/upload/testing';
import { DocumentsTab } from './DocumentsTab';
import { makeAdminDocument } from './testing';

const SALE = 'a10000000000000000000026';
const LIST = `GET /api/admin/documents/transaction/${SALE}`;

const waterBill = makeAdminDocument({
  _id: 'f10000000000000000000001',
  name: 'water-bill.pdf',
  request_id: 'r10000000000000000000001',
  request_type: 'sewer_bill',
  request_label: 'Request Water Bill',
  review_status: 'received',
  uploaded_by: {
    _id: 'u10000000000000000000002',
    name: 'Sabine Seller',
    email: 'sabine@example.com',
    is_staff: false,
    side: 'seller',
  },
  createdAt: '2026-11-21T09:15:00.000Z',
});
const photo = makeAdminDocument({
  _id: 'f10000000000000000000002',
  name: 'bill-photo.png',
  content_type: 'image/png',
  request_id: 'r10000000000000000000001',
  request_label: 'Request Water Bill',
  review_status: 'rejected',
  rejection_reason: 'The photo is blurred',
  reviewed_by_name: 'Dana Staff',
  reviewedAt: '2026-11-21T10:00:00.000Z',
  uploaded_by: { ...waterBill.uploaded_by },
});
const memorandum = makeAdminDocument({
  _id: 'f10000000000000000000003',
  name: 'memorandum-of-sale.pdf',
  visible_to_seller: true,
});
const scanning = makeAdminDocument({
  _id: 'f10000000000000000000004',
  name: 'title-plan.heic',
  content_type: 'image/heic',
  scan_status: 'pending',
  downloadable: false,
  previewable: false,
});

type Replies = NonNullable<NonNullable<Parameters<typeof renderAdmin>[1]>['replies']>;

const renderTab = (replies: Replies, pollingIntervalMs?: number) =>
  renderAdmin(<DocumentsTab transactionId={SALE} pollingIntervalMs={pollingIntervalMs} />, {
    replies,
  });

/** The table's row of the file called `name` (once the list has loaded). */
const rowOf = async (name: string) => {
  const table = await screen.findByRole('table', { name: 'Documents' });
  const cell = await within(table).findByText(name, { selector: 'strong' });
  return cell.closest('tr')!;
};

describe('Documents tab', () => {
  it('lists each file with who added it, when, its request, checks, review and audience', async () => {
    const virus = makeAdminDocument({
      name: 'invoice.pdf',
      scan_status: 'infected',
      downloadable: false,
      previewable: false,
    });
    renderTab({ [LIST]: jsonResponse([waterBill, photo, memorandum, scanning, virus]) });
    const bill = await rowOf('water-bill.pdf');
    expect(bill).toHaveTextContent('Seller');
    expect(bill).toHaveTextContent('Sabine Seller');
    expect(bill).toHaveTextContent('21/11/2026 09:15');
    expect(bill).toHaveTextContent('Water Bill');
    expect(within(bill).getByText('Clean')).toBeInTheDocument();
    expect(within(bill).getByText('To review')).toBeInTheDocument();
    expect(bill).toHaveTextContent('Staff only');
    const download = within(bill).getByRole('link', {
      name: /Download water-bill\.pdf/,
    });
    expect(download).toHaveAttribute(
      'href',
      '/api/admin/documents/f10000000000000000000001/download',
    );
    expect(within(bill).getByRole('button', { name: 'Accept water-bill.pdf' })).toBeEnabled();

    const rejected = await rowOf('bill-photo.png');
    expect(within(rejected).getByText('Rejected')).toBeInTheDocument();
    expect(rejected).toHaveTextContent('The photo is blurred');
    expect(rejected).toHaveTextContent('Dana Staff, 21/11/2026 10:00');
    // reviewed already: nothing more to decide
    expect(within(rejected).queryByRole('button', { name: /^Accept/ })).not.toBeInTheDocument();

    const shared = await rowOf('memorandum-of-sale.pdf');
    expect(shared).toHaveTextContent('Staff');
    expect(shared).toHaveTextContent('Seller');
    expect(within(shared).queryByRole('button', { name: /^Reject/ })).not.toBeInTheDocument();

    const pending = await rowOf('title-plan.heic');
    expect(within(pending).getByText('Pending')).toBeInTheDocument();
    expect(pending).toHaveTextContent('Available once the virus check passes');
    expect(within(pending).queryByRole('link')).not.toBeInTheDocument();
    expect(within(pending).queryByRole('button', { name: /^Preview/ })).not.toBeInTheDocument();

    const infected = await rowOf('invoice.pdf');
    expect(within(infected).getByText('Infected')).toBeInTheDocument();
    expect(infected).toHaveTextContent(
      'This file did not pass the virus check and has been deleted.',
    );
    expect(within(infected).queryByRole('link')).not.toBeInTheDocument();
  });

  it('previews a PDF in a frame and an image in the page, from the inline download', async () => {
    const user = userEvent.setup();
    renderTab({ [LIST]: jsonResponse([waterBill, photo]) });
    await user.click(await screen.findByRole('button', { name: 'Preview water-bill.pdf' }));
    const pdf = await screen.findByRole('dialog', {
      name: 'Preview: water-bill.pdf',
    });
    expect(within(pdf).getByTitle('water-bill.pdf (PDF preview)')).toHaveAttribute(
      'src',
      '/api/admin/documents/f10000000000000000000001/download?inline=1',
    );
    await user.click(within(pdf).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Preview bill-photo.png' }));
    const image = await screen.findByRole('dialog', {
      name: 'Preview: bill-photo.png',
    });
    expect(within(image).getByRole('img', { name: 'bill-photo.png' })).toHaveAttribute(
      'src',
      '/api/admin/documents/f10000000000000000000002/download?inline=1',
    );
  });

  it('rejects an answer with a reason, two-step, and lists it again as rejected', async () => {
    const user = userEvent.setup();
    let current = [waterBill];
    const { calls } = renderTab({
      [LIST]: () => jsonResponse(current),
      [`POST /api/admin/documents/${waterBill._id}/reject`]: async (request) => {
        const { reason } = (await request.clone().json()) as { reason: string };
        current = [
          {
            ...waterBill,
            review_status: 'rejected',
            rejection_reason: reason,
            reviewed_by_name: 'Dana Staff',
            reviewedAt: '2026-11-22T08:00:00.000Z',
          },
        ];
        return jsonResponse(current[0]);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Reject water-bill.pdf' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Reject water-bill.pdf',
    });

    // no reason: refused here, nothing sent
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(
      await within(dialog).findByText('Please give a reason for the rejection'),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.click(within(dialog).getByLabelText('Reason for the rejection'));
    await user.paste('Too old');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByRole('heading', { name: 'Are you sure?' })).toHaveFocus();
    expect(dialog).toHaveTextContent(
      'water-bill.pdf will be rejected and the customer asked again for the water bill, with this reason: “Too old”.',
    );
    // back to the reason as written, and amend it
    await user.click(within(dialog).getByRole('button', { name: 'Go back and amend' }));
    const reason = within(dialog).getByLabelText('Reason for the rejection');
    expect(reason).toHaveValue('Too old');
    await user.click(reason);
    await user.keyboard('{End}');
    await user.paste(': the bill must be < 3 months old (date >= 1 Sept) 🙂');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Reject the file' }));

    expect(
      await screen.findByText('water-bill.pdf rejected: the customer has been asked again'),
    ).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST')!;
    expect(await post.json()).toEqual({
      reason: 'Too old: the bill must be < 3 months old (date >= 1 Sept) 🙂',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const row = await rowOf('water-bill.pdf');
    await waitFor(() => expect(within(row).getByText('Rejected')).toBeInTheDocument());
    // shown as typed (escaped by React, not stripped)
    expect(row).toHaveTextContent('Too old: the bill must be < 3 months old (date >= 1 Sept) 🙂');
  });

  it("keeps the question open with the server's reason when a rejection fails", async () => {
    const user = userEvent.setup();
    renderTab({
      [LIST]: jsonResponse([waterBill]),
      [`POST /api/admin/documents/${waterBill._id}/reject`]: jsonResponse(
        {
          statusCode: 409,
          message: 'This answer has already been reviewed',
          error: 'Conflict',
        },
        409,
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Reject water-bill.pdf' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Reject water-bill.pdf',
    });
    await user.click(within(dialog).getByLabelText('Reason for the rejection'));
    await user.paste('Blurred');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Reject the file' }));
    const alert = (await within(dialog).findByText('The document was not rejected')).closest(
      '[role="alert"]',
    )!;
    expect(alert).toHaveTextContent('This answer has already been reviewed');
    // still asking, so the user can try again or amend the reason (by its text: jsdom never ends
    // the loading icon's exit animation, which would stay in the button's name)
    expect(within(dialog).getByText('Reject the file').closest('button')).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Go back and amend' })).toBeEnabled();
  });

  it('accepts an answer', async () => {
    const user = userEvent.setup();
    let current = [waterBill];
    renderTab({
      [LIST]: () => jsonResponse(current),
      [`POST /api/admin/documents/${waterBill._id}/accept`]: () => {
        current = [
          {
            ...waterBill,
            review_status: 'accepted',
            reviewed_by_name: 'Dana Staff',
          },
        ];
        return jsonResponse(current[0]);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Accept water-bill.pdf' }));
    expect(await screen.findByText('water-bill.pdf accepted')).toBeInTheDocument();
    const row = await rowOf('water-bill.pdf');
    await waitFor(() => expect(within(row).getByText('Accepted')).toBeInTheDocument());
  });

  it('changes who sees a file', async () => {
    const user = userEvent.setup();
    let current = [memorandum];
    const { calls } = renderTab({
      [LIST]: () => jsonResponse(current),
      [`PUT /api/admin/documents/${memorandum._id}/visibility`]: async (request) => {
        current = [{ ...memorandum, ...((await request.clone().json()) as object) }];
        return jsonResponse(current[0]);
      },
    });
    await user.click(
      await screen.findByRole('button', {
        name: 'Who can see memorandum-of-sale.pdf',
      }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Who can see memorandum-of-sale.pdf?',
    });
    expect(within(dialog).getByRole('radio', { name: 'Seller' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'Seller and buyer' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('memorandum-of-sale.pdf: now visible to Seller and buyer'),
    ).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(await put.json()).toEqual({
      visible_to_seller: true,
      visible_to_buyer: true,
    });
    const row = await rowOf('memorandum-of-sale.pdf');
    await waitFor(() => expect(row).toHaveTextContent('Seller and buyer'));
  });

  it('uploads a file for the seller to see, then lists it', async () => {
    const xhr = installFakeXhr();
    const user = userEvent.setup();
    let current: ReturnType<typeof makeAdminDocument>[] = [];
    renderTab({ [LIST]: () => jsonResponse(current) });
    expect(await screen.findByText('No documents yet')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Seller' }));
    await user.upload(
      screen.getByLabelText('Upload a file to this sale: choose a file'),
      makeFile('memorandum-of-sale.pdf', 'application/pdf'),
    );
    const request = await xhr.latest();
    expect(request.path).toBe(`/api/admin/documents/transaction/${SALE}`);
    expect(request.field('visible_to_seller')).toBe('true');
    expect(request.field('visible_to_buyer')).toBe('false');
    current = [{ ...memorandum, scan_status: 'pending', downloadable: false }];
    request.respond(201, current[0]);
    const row = await rowOf('memorandum-of-sale.pdf');
    expect(within(row).getByText('Pending')).toBeInTheDocument();
  });

  it('asks again while a virus check runs, until it is clean', async () => {
    let asked = 0;
    renderTab(
      {
        [LIST]: () =>
          jsonResponse([
            asked++ < 2 ? scanning : { ...scanning, scan_status: 'clean', downloadable: true },
          ]),
      },
      20,
    );
    const row = await rowOf('title-plan.heic');
    await waitFor(() => expect(within(row).getByText('Clean')).toBeInTheDocument());
    expect(within(row).getByRole('link', { name: /Download title-plan\.heic/ })).toBeVisible();
    const settled = asked;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(asked).toBe(settled);
  });

  it('says when the list cannot be loaded, and Retry loads it', async () => {
    const user = userEvent.setup();
    let failing = true;
    renderTab({
      [LIST]: () =>
        failing
          ? jsonResponse({ statusCode: 500, message: 'Internal server error' }, 500)
          : jsonResponse([memorandum]),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('There was an error getting the documents');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await rowOf('memorandum-of-sale.pdf')).toBeInTheDocument();
  });
});
