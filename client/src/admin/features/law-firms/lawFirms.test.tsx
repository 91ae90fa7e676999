import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from '@/admin/testing';
import { jsonResponse } from '@/test/fetchStub';
import { LawFirmPage } from './LawFirmPage';
import { LawFirmsPage } from './LawFirmsPage';
import { LawyerGroupPage } from './LawyerGroupPage';

const FIRM = {
  _id: 'f00000000000000000000001',
  name: 'Ashcombe Legal LLP',
  email: null,
  phone_number: '+447911123456',
  address: {
    line_1: '7 Chancery Court',
    post_town: 'Manchester',
    country: 'United Kingdom',
    postcode: 'M2 3WQ',
    organisation_name: 'Ashcombe Legal',
  },
};

const GROUP = {
  _id: 'g00000000000000000000001',
  name: 'Residential Team',
  law_firm: FIRM,
  solicitor: {
    _id: 's00000000000000000000001',
    first_name: 'Hannah',
    last_name: 'Lowe',
    email: 'hannah@ashcombe.example',
    phone_number: null,
  },
  legal_assistants: [],
  invoicing_address: null,
  thirdfortRecipientEmails: ['checks@ashcombe.example'],
  panel_solicitor: false,
};

describe('law firms', () => {
  it("lists firms with 'unknown' for a missing e-mail and checks a new firm before saving it", async () => {
    const user = userEvent.setup();
    let sent: Record<string, unknown> | undefined;
    const { router } = renderAdmin(
      [
        { path: '/admin/law-firms', element: <LawFirmsPage /> },
        { path: '/admin/law-firms/:id', element: <p>Firm page</p> },
      ],
      {
        path: '/admin/law-firms',
        replies: {
          'GET /api/admin/law-firms': jsonResponse([FIRM]),
          'POST /api/admin/law-firms': async (request) => {
            sent = (await request.json()) as Record<string, unknown>;
            return jsonResponse({ ...FIRM, _id: 'f00000000000000000000002' }, 201);
          },
        },
      },
    );
    const table = await screen.findByRole('table', { name: 'Law firms' });
    for (const header of ['Law firm name', 'Email', 'Phone number']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(await within(table).findByText('unknown')).toBeInTheDocument();
    expect(within(table).getByText('07911 123456')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add law firm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add law firm' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    for (const message of [
      'Name is required',
      'Invalid mobile number',
      'Organisation name is required',
      'Address line 1 is required',
      'Post town is required',
      'Postcode is required',
    ]) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    await user.type(within(dialog).getByLabelText('Name'), 'Bexley Law');
    await user.type(within(dialog).getByLabelText('Phone number'), '07911 123456');
    await user.type(within(dialog).getByLabelText('Organisation name'), 'Bexley');
    await user.type(within(dialog).getByLabelText('Address line 1'), '1 High Street');
    await user.type(within(dialog).getByLabelText('Post town'), 'Bexley');
    await user.type(within(dialog).getByLabelText('Postcode'), 'XX1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Postcode is not valid')).toBeInTheDocument();
    expect(sent).toBeUndefined();
    await user.clear(within(dialog).getByLabelText('Postcode'));
    await user.type(within(dialog).getByLabelText('Postcode'), 'DA5 1AA');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/admin/law-firms/f00000000000000000000002'),
    );
    expect(sent).toMatchObject({
      name: 'Bexley Law',
      email: null,
      phone_number: '07911 123456',
      address: { line_1: '1 High Street', country: 'United Kingdom', postcode: 'DA5 1AA' },
    });
  }, 30_000);

  it("shows a firm's lawyer groups", async () => {
    renderAdmin([{ path: '/admin/law-firms/:id', element: <LawFirmPage /> }], {
      path: `/admin/law-firms/${FIRM._id}`,
      replies: {
        [`GET /api/admin/law-firms/${FIRM._id}`]: jsonResponse(FIRM),
        'GET /api/admin/lawyer-groups': jsonResponse([GROUP]),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Ashcombe Legal LLP' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Lawyer groups' });
    expect(await within(table).findByText('Residential Team')).toBeInTheDocument();
    expect(within(table).getByText('hannah@ashcombe.example')).toBeInTheDocument();
  });
});

describe('a lawyer group', () => {
  it('keeps the last recipient, and says so when the save fails', async () => {
    const user = userEvent.setup();
    renderAdmin([{ path: '/admin/lawyer-groups/:id', element: <LawyerGroupPage /> }], {
      path: `/admin/lawyer-groups/${GROUP._id}`,
      replies: {
        [`GET /api/admin/lawyer-groups/${GROUP._id}`]: jsonResponse(GROUP),
        [`PUT /api/admin/lawyer-groups/${GROUP._id}`]: jsonResponse(
          { statusCode: 400, message: ['Thirdfort recipient emails must be unique'] },
          400,
        ),
      },
    });
    expect(await screen.findByText('No legal assistants')).toBeVisible();
    expect(screen.getByRole('link', { name: 'More law firm details' })).toHaveAttribute(
      'href',
      `/admin/law-firms/${FIRM._id}`,
    );
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Thirdfort Recipients' });
    expect(within(dialog).getByRole('button', { name: 'Remove recipient email 1' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Add email' }));
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Recipient email 2'), 'checks@ashcombe.example');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to update thirdfort details');
    expect(alert).toHaveTextContent('Thirdfort recipient emails must be unique');
  });
});
