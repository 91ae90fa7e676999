import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/AppProviders';
import { makeStore } from '@/app/store';
import { installFakeXhr, makeFile } from '@/shared/upload/testing';
import { jsonResponse, publicConfigFixture, stubFetch } from '@/test/fetchStub';
import { DocumentsCard } from './components/DocumentsCard';
import { makeCustomerDocument, makeCustomerDocuments, makeCustomerRequest } from './testing';

const SALE = 'a00000000000000000000026';
const PURCHASE = 'd00000000000000000000026';
const LIST = `GET /api/documents/sale/${SALE}`;

type Replies = Parameters<typeof stubFetch>[0];

const renderCard = (
  replies: Replies,
  {
    kind = 'sale',
    id = SALE,
    pollMs,
  }: { kind?: 'sale' | 'purchase'; id?: string; pollMs?: number } = {},
) => {
  const stub = stubFetch({
    'GET /api/config/public': jsonResponse(publicConfigFixture),
    ...replies,
  });
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: <DocumentsCard kind={kind} id={id} pollMs={pollMs} />,
      },
    ],
    { initialEntries: ['/dashboard'] },
  );
  render(
    <AppProviders store={makeStore()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return stub;
};

const waterBill = makeCustomerRequest({ _id: 'r00000000000000000000001' });
const feeApproval = makeCustomerRequest({
  _id: 'r00000000000000000000002',
  type: 'fee_approval',
  title: 'Fee approval',
  instructions: 'Please approve the additional fee of £150 for the leasehold pack, or query it.',
  answer: 'approve_or_query',
});
const memorandum = makeCustomerDocument({
  _id: 'd00000000000000000000001',
  name: 'memorandum-of-sale.pdf',
  uploaded_by_me: false,
  uploaded_by_staff: true,
  createdAt: '2026-11-19T10:00:00.000Z',
});
const ownPhoto = makeCustomerDocument({
  _id: 'd00000000000000000000002',
  name: 'old-bill.jpg',
  content_type: 'image/jpeg',
  size: 2 * 1024 * 1024,
  request_id: waterBill._id,
  review_status: 'rejected',
  rejection_reason: 'The bill is more than 3 months old',
});

describe('Documents card', () => {
  it('shows what we need first, then the files with who added them, and answered requests', async () => {
    renderCard({
      [LIST]: jsonResponse(
        makeCustomerDocuments({
          requests: [
            {
              ...waterBill,
              last_rejection_reason: 'The bill is more than 3 months old',
            },
            feeApproval,
            makeCustomerRequest({
              title: 'Title plan',
              type: 'title_plan',
              status: 'received',
              open: false,
              receivedAt: '2026-11-15T10:00:00.000Z',
            }),
          ],
          documents: [memorandum, ownPhoto],
        }),
      ),
    });
    const needed = await screen.findByRole('region', {
      name: 'What we need from you',
    });
    const bill = within(needed).getByRole('region', { name: 'Water bill' });
    expect(bill).toHaveTextContent('Please upload a recent water bill for the property.');
    expect(bill).toHaveTextContent('Asked on 18 November 2026');
    expect(bill).toHaveTextContent(
      'We could not use the last file you sent: The bill is more than 3 months old. Please upload another.',
    );
    expect(within(bill).getByRole('group', { name: 'Upload your water bill' })).toHaveTextContent(
      'PDF, JPEG, PNG or HEIC, up to 20 MB',
    );
    const fee = within(needed).getByRole('region', { name: 'Fee approval' });
    expect(within(fee).getByRole('button', { name: 'Approve the fee' })).toBeInTheDocument();
    expect(within(fee).getByRole('button', { name: 'Query the fee' })).toBeInTheDocument();

    const files = screen.getByRole('list', { name: 'Your files' });
    const [shared, own] = within(files).getAllByRole('listitem');
    expect(shared).toHaveTextContent('Shared by Threshold · 19 November 2026 · 117 KB');
    expect(
      within(shared).getByRole('link', { name: 'Download memorandum-of-sale.pdf' }),
    ).toHaveAttribute('href', '/api/documents/d00000000000000000000001/download');
    expect(own).toHaveTextContent('Uploaded by you');
    expect(own).toHaveTextContent('2 MB');
    expect(own).toHaveTextContent('Not accepted: The bill is more than 3 months old');

    const answered = screen.getByRole('region', {
      name: 'Requests you have answered',
    });
    expect(answered).toHaveTextContent('Title plan');
    expect(answered).toHaveTextContent('With our team');
    expect(screen.getByRole('group', { name: 'Upload a document' })).toBeInTheDocument();
  });

  it('uploads the water bill to its request, then says so and shows it being checked', async () => {
    const xhr = installFakeXhr();
    const user = userEvent.setup();
    let current = makeCustomerDocuments({ requests: [waterBill] });
    renderCard({ [LIST]: () => jsonResponse(current) });
    const input = await screen.findByLabelText('Upload your water bill: choose a file');
    await user.upload(input, makeFile('water-bill.pdf', 'application/pdf', 300_000));
    const request = await xhr.latest();
    expect(request.path).toBe(`/api/documents/requests/${waterBill._id}/files`);
    request.progress(150_000, 300_000);
    expect(screen.getByRole('progressbar', { name: 'Uploading water-bill.pdf' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    const uploaded = makeCustomerDocument({
      name: 'water-bill.pdf',
      request_id: waterBill._id,
      scan_status: 'pending',
      downloadable: false,
      review_status: 'received',
    });
    current = makeCustomerDocuments({
      requests: [
        {
          ...waterBill,
          status: 'received',
          open: false,
          documents: [uploaded],
        },
      ],
      documents: [uploaded],
    });
    request.respond(201, uploaded);

    expect(
      await screen.findByText(
        'water-bill.pdf uploaded. We will check it and let you know if we need anything else.',
      ),
    ).toBeInTheDocument();
    const files = await screen.findByRole('list', { name: 'Your files' });
    expect(files).toHaveTextContent('Checking for viruses…');
    expect(within(files).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'What we need from you' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Requests you have answered' })).toHaveTextContent(
      'With our team',
    );
  });

  it('offers the download once the virus check passes, asking again meanwhile', async () => {
    let asked = 0;
    const pending = makeCustomerDocument({
      name: 'deeds.pdf',
      scan_status: 'pending',
      downloadable: false,
    });
    renderCard(
      {
        [LIST]: () =>
          jsonResponse(
            makeCustomerDocuments({
              documents: [
                asked++ < 2 ? pending : { ...pending, scan_status: 'clean', downloadable: true },
              ],
            }),
          ),
      },
      { pollMs: 20 },
    );
    expect(await screen.findByText('Checking for viruses…')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Download deeds.pdf' })).toBeInTheDocument();
    const settled = asked;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(asked).toBe(settled);
  });

  it('says when a file did not pass the virus check', async () => {
    renderCard({
      [LIST]: jsonResponse(
        makeCustomerDocuments({
          documents: [
            makeCustomerDocument({
              name: 'bad.pdf',
              scan_status: 'infected',
              downloadable: false,
            }),
          ],
        }),
      ),
    });
    expect(
      await screen.findByText('This file did not pass the virus check and has been deleted.'),
    ).toBeInTheDocument();
  });

  it('approves a fee', async () => {
    const user = userEvent.setup();
    let current = makeCustomerDocuments({ requests: [feeApproval] });
    const approve = `POST /api/documents/requests/${feeApproval._id}/fee-approval`;
    const { calls } = renderCard({
      [LIST]: () => jsonResponse(current),
      [approve]: () => {
        current = makeCustomerDocuments({
          requests: [
            {
              ...feeApproval,
              status: 'received',
              open: false,
              fee_response: 'approved',
            },
          ],
        });
        return jsonResponse(current.requests[0]);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Approve the fee' }));
    expect(await screen.findByText('Thank you: you have approved the fee.')).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST')!;
    expect(await post.json()).toEqual({ decision: 'approve' });
    expect(
      await screen.findByRole('region', { name: 'Requests you have answered' }),
    ).toHaveTextContent('Fee approved');
  });

  it('queries a fee in words, refusing an empty query', async () => {
    const user = userEvent.setup();
    let current = makeCustomerDocuments({ requests: [feeApproval] });
    const { calls } = renderCard({
      [LIST]: () => jsonResponse(current),
      [`POST /api/documents/requests/${feeApproval._id}/fee-approval`]: async (request) => {
        const body = (await request.clone().json()) as { message: string };
        current = makeCustomerDocuments({
          requests: [
            {
              ...feeApproval,
              status: 'received',
              open: false,
              fee_response: 'queried',
              fee_query: body.message,
            },
          ],
        });
        return jsonResponse(current.requests[0]);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Query the fee' }));
    await user.click(screen.getByRole('button', { name: 'Send query' }));
    expect(
      await screen.findByText('Please tell us what you would like to query'),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.click(screen.getByLabelText('What would you like to query?'));
    await user.paste('  Why is the fee higher than quoted?  ');
    await user.click(screen.getByRole('button', { name: 'Send query' }));
    expect(
      await screen.findByText('Thank you: we have your query and will reply soon.'),
    ).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST')!;
    expect(await post.json()).toEqual({
      decision: 'query',
      message: 'Why is the fee higher than quoted?',
    });
    const answered = await screen.findByRole('region', {
      name: 'Requests you have answered',
    });
    expect(answered).toHaveTextContent('Fee queried');
    expect(answered).toHaveTextContent('Your query: Why is the fee higher than quoted?');
  });

  it("shows the server's reason when a fee answer is refused", async () => {
    const user = userEvent.setup();
    renderCard({
      [LIST]: jsonResponse(makeCustomerDocuments({ requests: [feeApproval] })),
      [`POST /api/documents/requests/${feeApproval._id}/fee-approval`]: jsonResponse(
        {
          statusCode: 409,
          message: 'This request is not waiting for an answer',
          error: 'Conflict',
        },
        409,
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Approve the fee' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your answer was not sent');
    expect(alert).toHaveTextContent('This request is not waiting for an answer');
  });

  it('says when there are no files yet, and still takes one', async () => {
    renderCard({ [LIST]: jsonResponse(makeCustomerDocuments()) });
    expect(
      await screen.findByText(
        'No files yet. Files we share with you and files you send us appear here.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'What we need from you' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Upload a document: choose a file')).toBeInTheDocument();
  });

  it("sends the buyer's own file to their purchase", async () => {
    const xhr = installFakeXhr();
    const user = userEvent.setup();
    renderCard(
      {
        [`GET /api/documents/purchase/${PURCHASE}`]: jsonResponse(
          makeCustomerDocuments({ side: 'buyer' }),
        ),
      },
      { kind: 'purchase', id: PURCHASE },
    );
    await user.upload(
      await screen.findByLabelText('Upload a document: choose a file'),
      makeFile('proof-of-funds.pdf', 'application/pdf'),
    );
    expect((await xhr.latest()).path).toBe(`/api/documents/purchase/${PURCHASE}/files`);
  });

  it('shows a loading state, then an error with Retry that loads again', async () => {
    const user = userEvent.setup();
    let failing = true;
    renderCard({
      [LIST]: () =>
        failing
          ? jsonResponse({ statusCode: 500, message: 'Internal server error' }, 500)
          : jsonResponse(makeCustomerDocuments({ documents: [memorandum] })),
    });
    expect(screen.getByText('Loading your documents')).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your documents.');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Your files' })).toBeInTheDocument();
  });

  it('shows nothing for a sale that is not theirs', async () => {
    const { calls } = renderCard({
      [LIST]: jsonResponse(
        {
          statusCode: 404,
          message: 'Transaction not found',
          error: 'Not Found',
        },
        404,
      ),
    });
    await waitFor(() =>
      expect(calls.some((call) => call.url.endsWith(`/sale/${SALE}`))).toBe(true),
    );
    await waitFor(() =>
      expect(screen.queryByText('Loading your documents')).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('heading', { name: 'Documents' })).not.toBeInTheDocument();
  });

  it('tells a buyer whose purchase has no sale yet where documents will appear', async () => {
    renderCard(
      {
        [`GET /api/documents/purchase/${PURCHASE}`]: jsonResponse(
          {
            statusCode: 404,
            message: 'This purchase is not linked to a sale yet',
            error: 'Not Found',
          },
          404,
        ),
      },
      { kind: 'purchase', id: PURCHASE },
    );
    expect(
      await screen.findByText(
        'Documents for your purchase appear here once it is linked to the sale.',
      ),
    ).toBeInTheDocument();
  });
});
