import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/AppProviders';
import { makeStore } from '@/app/store';
import { jsonResponse, publicConfigFixture, stubFetch } from '@/test/fetchStub';
import { FileUpload } from './FileUpload';
import { installFakeXhr, makeFile } from './testing';

const URL_PATH = '/api/documents/requests/r1/files';

const renderUpload = (props: Partial<Parameters<typeof FileUpload>[0]> = {}) => {
  stubFetch({ 'GET /api/config/public': jsonResponse(publicConfigFixture) });
  const onUploaded = vi.fn();
  const router = createMemoryRouter(
    [
      {
        path: '/upload',
        element: (
          <>
            <FileUpload
              label="Upload your water bill"
              request={{ url: URL_PATH, fields: { note: 'kept' } }}
              onUploaded={onUploaded}
              {...props}
            />
            <Link to="/elsewhere">Somewhere else</Link>
          </>
        ),
      },
      { path: '/elsewhere', element: <h1>Elsewhere</h1> },
    ],
    { initialEntries: ['/upload'] },
  );
  render(
    <AppProviders store={makeStore()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { onUploaded, router };
};

const picker = () => screen.getByLabelText('Upload your water bill: choose a file');

describe('FileUpload', () => {
  it('states the limit and refuses an empty, oversize or wrong file without sending it', async () => {
    const xhr = installFakeXhr();
    const user = userEvent.setup({ applyAccept: false });
    renderUpload();
    const group = screen.getByRole('group', { name: 'Upload your water bill' });
    expect(group).toHaveTextContent('PDF, JPEG, PNG or HEIC, up to 20 MB');
    expect(screen.getByRole('button', { name: 'Choose a file' })).toHaveAccessibleDescription(
      'PDF, JPEG, PNG or HEIC, up to 20 MB',
    );
    expect(picker()).toHaveAttribute('accept', expect.stringContaining('application/pdf'));

    await user.upload(picker(), makeFile('scan.pdf', 'application/pdf', 21 * 1024 * 1024));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '“scan.pdf” is 21 MB. Files can be up to 20 MB',
    );

    await user.upload(picker(), makeFile('setup.exe', 'application/x-msdownload'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '“setup.exe” is not a PDF, JPEG, PNG or HEIC file.',
    );

    await user.upload(picker(), makeFile('blank.pdf', 'application/pdf', 0));
    expect(await screen.findByRole('alert')).toHaveTextContent('“blank.pdf” is empty.');
    expect(xhr.sent()).toHaveLength(0);
  });

  it('takes a HEIC photo the browser gives no type for', async () => {
    const xhr = installFakeXhr();
    const user = userEvent.setup({ applyAccept: false });
    renderUpload();
    await user.upload(picker(), makeFile('IMG_0042.HEIC', ''));
    expect((await xhr.latest()).file?.name).toBe('IMG_0042.HEIC');
  });

  it('sends the file with its fields, shows and announces progress, then says it is in', async () => {
    const xhr = installFakeXhr();
    const user = userEvent.setup();
    const { onUploaded } = renderUpload();
    await user.upload(picker(), makeFile('water-bill.pdf', 'application/pdf', 4000));

    const request = await xhr.latest();
    expect(request.method).toBe('POST');
    expect(request.path).toBe(URL_PATH);
    expect(request.withCredentials).toBe(true);
    expect(request.field('note')).toBe('kept');
    expect(request.file?.name).toBe('water-bill.pdf');

    const bar = screen.getByRole('progressbar', { name: 'Uploading water-bill.pdf' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Uploading water-bill.pdf: 0%');
    request.progress(2000, 4000);
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    expect(status).toHaveTextContent('Uploading water-bill.pdf: 50%');
    request.progress(2100, 4000);
    // a step of a quarter at a time: a screen reader is not read every percent
    expect(bar).toHaveAttribute('aria-valuenow', '52');
    expect(status).toHaveTextContent('Uploading water-bill.pdf: 50%');

    request.respond(201, { _id: 'd1', name: 'water-bill.pdf' });
    await waitFor(() => expect(status).toHaveTextContent('water-bill.pdf uploaded.'));
    expect(status).toBeVisible();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(onUploaded).toHaveBeenCalledWith(
      { _id: 'd1', name: 'water-bill.pdf' },
      expect.objectContaining({ name: 'water-bill.pdf' }),
    );
  });

  it("shows the server's own message when it refuses the file", async () => {
    const xhr = installFakeXhr();
    const user = userEvent.setup();
    const { onUploaded } = renderUpload();
    await user.upload(picker(), makeFile('renamed.pdf', 'application/pdf'));
    (await xhr.latest()).respond(400, {
      statusCode: 400,
      message: 'This type of file is not accepted. Please upload a PDF, JPEG, PNG or HEIC file.',
      error: 'Bad Request',
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The file was not uploaded');
    expect(alert).toHaveTextContent(
      'This type of file is not accepted. Please upload a PDF, JPEG, PNG or HEIC file.',
    );
    expect(onUploaded).not.toHaveBeenCalled();
    // and the picker is there to try another file
    expect(screen.getByRole('button', { name: 'Choose a file' })).toBeEnabled();
  });

  it('says so when the connection drops', async () => {
    const xhr = installFakeXhr();
    const user = userEvent.setup();
    renderUpload();
    await user.upload(picker(), makeFile('bill.png', 'image/png'));
    (await xhr.latest()).failNetwork();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Network error. Please check your connection and try again.',
    );
  });

  it('takes a file dropped on it, one at a time', async () => {
    const xhr = installFakeXhr();
    renderUpload();
    const zone = screen.getByTestId('file-drop-zone');
    const two = [makeFile('a.pdf', 'application/pdf'), makeFile('b.pdf', 'application/pdf')];
    fireEvent.drop(zone, { dataTransfer: { files: two } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose one file at a time.');
    fireEvent.dragOver(zone, { dataTransfer: { files: [] } });
    expect(zone).toHaveAttribute('data-dragging', 'true');
    fireEvent.drop(zone, { dataTransfer: { files: [makeFile('photo.jpg', 'image/jpeg')] } });
    expect((await xhr.latest()).file?.name).toBe('photo.jpg');
    expect(zone).not.toHaveAttribute('data-dragging');
  });

  it('asks before leaving the page mid-upload, and the upload goes on if the user stays', async () => {
    const xhr = installFakeXhr();
    const user = userEvent.setup();
    const { router } = renderUpload();
    await user.upload(picker(), makeFile('plan.pdf', 'application/pdf'));
    const request = await xhr.latest();

    await user.click(screen.getByRole('link', { name: 'Somewhere else' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave while a file is uploading?' });
    expect(dialog).toHaveTextContent('the upload stops and the file is not saved');
    await user.click(screen.getByRole('button', { name: 'Stay until it finishes' }));
    expect(router.state.location.pathname).toBe('/upload');
    expect(request.aborted).toBe(false);

    request.respond(201, { _id: 'd2' });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('plan.pdf uploaded.'));
    await user.click(screen.getByRole('link', { name: 'Somewhere else' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
  });

  it('stops the upload when the user leaves anyway, or cancels it', async () => {
    const xhr = installFakeXhr();
    const user = userEvent.setup();
    renderUpload();
    await user.upload(picker(), makeFile('one.pdf', 'application/pdf'));
    const first = await xhr.latest();
    await user.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(first.aborted).toBe(true);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The upload of one.pdf was cancelled.',
    );

    await user.upload(picker(), makeFile('two.pdf', 'application/pdf'));
    await waitFor(() => expect(xhr.sent()).toHaveLength(2));
    const second = xhr.sent()[1];
    await user.click(screen.getByRole('link', { name: 'Somewhere else' }));
    await user.click(await screen.findByRole('button', { name: 'Leave and stop the upload' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
    expect(second.aborted).toBe(true);
  });

  it('offers the camera on a touch screen when asked to', async () => {
    installFakeXhr();
    const coarse = vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query === '(pointer: coarse)',
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
          addListener: () => {},
          removeListener: () => {},
        }) as unknown as MediaQueryList,
    );
    renderUpload({ camera: true });
    expect(screen.getByRole('button', { name: 'Take a photo' })).toBeInTheDocument();
    const camera = screen.getByLabelText('Upload your water bill: take a photo');
    expect(camera).toHaveAttribute('capture', 'environment');
    expect(camera).toHaveAttribute('accept', expect.stringContaining('image/jpeg'));
    coarse.mockRestore();
  });
});
