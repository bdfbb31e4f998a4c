import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROFILE_MESSAGES, STORAGE_KEYS } from '@gym/domain';
import { FakeXhr } from '../../../test/fake-xhr';
import { renderWithSession } from '../../../test/session-testing';
import { ProfileImageUpload } from './ProfileImageUpload';

function image(name: string, type: string, size = 1024): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function choose(file: File) {
  fireEvent.change(screen.getByTestId('profile-image-input'), { target: { files: [file] } });
}

describe('ProfileImageUpload', () => {
  beforeEach(() => {
    FakeXhr.last = null;
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    localStorage.setItem(STORAGE_KEYS.authToken, 'token-123');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('refuses an image over 5 MB before uploading', () => {
    renderWithSession(<ProfileImageUpload onUploaded={vi.fn()} />);
    choose(image('grande.jpg', 'image/jpeg', 5_242_881));
    expect(screen.getByText(PROFILE_MESSAGES.imageTooLarge)).toBeInTheDocument();
    expect(FakeXhr.last).toBeNull();
  });

  it('refuses a file that is not JPG, PNG or WebP', () => {
    renderWithSession(<ProfileImageUpload onUploaded={vi.fn()} />);
    choose(image('animacion.gif', 'image/gif'));
    expect(screen.getByText(PROFILE_MESSAGES.imageInvalidFormat)).toBeInTheDocument();
    expect(FakeXhr.last).toBeNull();
  });

  it('shows upload progress and hands over the new image', async () => {
    const onUploaded = vi.fn();
    renderWithSession(<ProfileImageUpload onUploaded={onUploaded} />);
    choose(image('foto.png', 'image/png'));
    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/bff/profile/image');
    expect(xhr.headers.Authorization).toBe('Bearer token-123');
    expect(xhr.body?.get('image')).toBeInstanceOf(File);

    xhr.progress(40, 100);
    const bar = screen.getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('Subiendo imagen... 40%')).toBeInTheDocument();
    xhr.progress(75, 100);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '75');

    await xhr.respond(200, { success: true, data: { profileImage: '/uploads/profiles/abc.webp', publicId: 'abc' } });
    expect(onUploaded).toHaveBeenCalledWith('/uploads/profiles/abc.webp');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(await screen.findByText(PROFILE_MESSAGES.imageUpdated)).toBeInTheDocument();
  });

  it.each([
    [413, PROFILE_MESSAGES.imageTooLarge],
    [422, PROFILE_MESSAGES.imageInvalidFormat],
  ])('explains a %i from the server', async (status, message) => {
    const onUploaded = vi.fn();
    renderWithSession(<ProfileImageUpload onUploaded={onUploaded} />);
    choose(image('foto.jpg', 'image/jpeg'));
    await FakeXhr.last!.respond(status, { success: false, message: 'x' });
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('reports a connection failure', async () => {
    renderWithSession(<ProfileImageUpload onUploaded={vi.fn()} />);
    choose(image('foto.webp', 'image/webp'));
    await FakeXhr.last!.failNetwork();
    expect(screen.getByText(PROFILE_MESSAGES.imageUploadNetwork)).toBeInTheDocument();
  });
});
