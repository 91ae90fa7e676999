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

describe('setting up a lawyer group', () => {
  it('adds a group from the law firm page after asking to confirm, then says so', async () => {
    const user = userEvent.setup();
    let sent: Record<string, unknown> | undefined;
    let groups: unknown[] = [];
    renderAdmin([{ path: '/admin/law-firms/:id', element: <LawFirmPage /> }], {
      path: `/admin/law-firms/${FIRM._id}`,
      replies: {
        [`GET /api/admin/law-firms/${FIRM._id}`]: jsonResponse(FIRM),
        'GET /api/admin/lawyer-groups': () => jsonResponse(groups),
        'POST /api/admin/lawyer-groups': async (request) => {
          sent = (await request.json()) as Record<string, unknown>;
          groups = [{ ...GROUP, name: 'Sales Team' }];
          return jsonResponse(groups[0], 201);
        },
      },
    });
    expect(
      await screen.findByText(
        'No lawyer groups yet. Add one so this firm can be assigned to sales.',
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add lawyer group' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Add lawyer group to Ashcombe Legal LLP',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Add lawyer group' }));
    for (const message of [
      'Name is required',
      'First name is required',
      'Last name is required',
      'Add at least one Thirdfort recipient email',
    ]) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    await user.type(within(dialog).getByLabelText('Group name'), 'Sales Team');
    await user.type(within(dialog).getByLabelText('Solicitor first name'), 'Nia');
    await user.type(within(dialog).getByLabelText('Solicitor last name'), 'Rowe');
    await user.type(within(dialog).getByLabelText('Solicitor phone number'), '0117 496 0000');
    await user.type(within(dialog).getByLabelText('Recipient email 1'), 'checks@ashcombe.example');
    await user.click(within(dialog).getByRole('button', { name: 'Add legal assistant' }));
    await user.type(within(dialog).getByLabelText('Legal assistant 1 first name'), 'Ivo');
    await user.type(within(dialog).getByLabelText('Legal assistant 1 last name'), 'Marsh');
    await user.click(within(dialog).getByRole('checkbox', { name: /different address/ }));
    await user.type(within(dialog).getByLabelText('Invoicing organisation name'), 'Accounts');
    await user.type(within(dialog).getByLabelText('Invoicing address line 1'), '1 Ledger Lane');
    await user.type(within(dialog).getByLabelText('Invoicing post town'), 'Leeds');
    await user.type(within(dialog).getByLabelText('Invoicing postcode'), 'XX1');
    await user.click(within(dialog).getByRole('button', { name: 'Add lawyer group' }));
    expect(
      await within(dialog).findByText('Phone number must be a valid mobile number'),
    ).toBeInTheDocument();
    expect(await within(dialog).findByText('Postcode is not valid')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Solicitor phone number'));
    await user.type(within(dialog).getByLabelText('Solicitor phone number'), '07911 123456');
    await user.clear(within(dialog).getByLabelText('Invoicing postcode'));
    await user.type(within(dialog).getByLabelText('Invoicing postcode'), 'ls1 4ap');
    await user.click(within(dialog).getByRole('button', { name: 'Add lawyer group' }));

    expect(await within(dialog).findByRole('heading', { name: 'Are you sure?' })).toBeVisible();
    expect(within(dialog).getByText(/with Nia Rowe as its solicitor/)).toBeVisible();
    expect(sent).toBeUndefined();
    await user.click(within(dialog).getByRole('button', { name: 'Add lawyer group' }));
    expect(await screen.findByText('Lawyer group Sales Team added')).toBeVisible();
    expect(sent).toEqual({
      name: 'Sales Team',
      law_firm: FIRM._id,
      solicitor: {
        first_name: 'Nia',
        last_name: 'Rowe',
        email: null,
        phone_number: '07911 123456',
      },
      legal_assistants: [
        { first_name: 'Ivo', last_name: 'Marsh', email: null, phone_number: null },
      ],
      invoicing_address: {
        organisation_name: 'Accounts',
        line_1: '1 Ledger Lane',
        post_town: 'Leeds',
        country: 'United Kingdom',
        postcode: 'ls1 4ap',
      },
      thirdfortRecipientEmails: ['checks@ashcombe.example'],
      panel_solicitor: true,
    });
    const table = await screen.findByRole('table', { name: 'Lawyer groups' });
    expect(await within(table).findByText('Sales Team')).toBeInTheDocument();
  }, 60_000);

  it("edits a group's details, saying what will change, and warns before leaving unsaved changes", async () => {
    const user = userEvent.setup();
    let sent: Record<string, unknown> | undefined;
    const group = {
      ...GROUP,
      panel_solicitor: true,
      legal_assistants: [
        { first_name: 'Ivo', last_name: 'Marsh', email: null, phone_number: '+447911123457' },
      ],
    };
    const { router } = renderAdmin(
      [
        { path: '/admin/lawyer-groups/:id', element: <LawyerGroupPage /> },
        { path: '/admin/law-firms/:id', element: <p>Firm page</p> },
      ],
      {
        path: `/admin/lawyer-groups/${GROUP._id}`,
        replies: {
          [`GET /api/admin/lawyer-groups/${GROUP._id}`]: jsonResponse(group),
          [`PUT /api/admin/lawyer-groups/${GROUP._id}`]: async (request) => {
            sent = (await request.json()) as Record<string, unknown>;
            return jsonResponse({ ...group, ...sent });
          },
        },
      },
    );
    expect(await screen.findByText(/Ivo Marsh · 07911 123457/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Edit group details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit lawyer group' });
    expect(within(dialog).getByLabelText('Solicitor first name')).toHaveValue('Hannah');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Panel solicitor' }));

    // Leaving now asks first.
    void router.navigate(`/admin/law-firms/${FIRM._id}`);
    expect(await screen.findByText('Leave without saving?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay on this page' }));
    expect(router.state.location.pathname).toBe(`/admin/lawyer-groups/${GROUP._id}`);

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(/Save the changes to Residential Team: panel solicitor\./),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Go back and amend' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Lawyer group saved')).toBeVisible();
    expect(sent).toMatchObject({
      name: 'Residential Team',
      law_firm: FIRM._id,
      panel_solicitor: false,
      legal_assistants: [{ first_name: 'Ivo', phone_number: '+447911123457' }],
      thirdfortRecipientEmails: ['checks@ashcombe.example'],
      invoicing_address: null,
    });
  }, 60_000);
});
