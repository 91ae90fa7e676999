import { cleanFileName, contentDisposition, sniffContentType, visibleTo } from './documents.rules';

const bytes = (...values: number[]) => Buffer.from(values);

describe('sniffContentType', () => {
  it('knows PDF, JPEG, PNG and HEIC by their first bytes', () => {
    expect(sniffContentType(Buffer.from('%PDF-1.7\n%âãÏÓ', 'latin1'))).toBe('application/pdf');
    expect(sniffContentType(bytes(0xff, 0xd8, 0xff, 0xe1, 0, 0))).toBe('image/jpeg');
    expect(sniffContentType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe(
      'image/png',
    );
    const heic = Buffer.concat([bytes(0, 0, 0, 0x18), Buffer.from('ftypheic\0\0\0\0mif1')]);
    expect(sniffContentType(heic)).toBe('image/heic');
  });

  it('refuses everything else, whatever it is called', () => {
    expect(sniffContentType(Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'))).toBeNull();
    expect(sniffContentType(Buffer.from('\x7fELF\x02\x01\x01', 'latin1'))).toBeNull();
    expect(sniffContentType(Buffer.from('<html><script>alert(1)</script>'))).toBeNull();
    expect(sniffContentType(Buffer.from('PK\x03\x04 a zip or docx', 'latin1'))).toBeNull();
    // an MP4 is an ISO media file too, but not a HEIF picture
    expect(sniffContentType(Buffer.concat([bytes(0, 0, 0, 0x18), Buffer.from('ftypisom')]))).toBe(
      null,
    );
    expect(sniffContentType(Buffer.alloc(0))).toBeNull();
  });
});

describe('cleanFileName', () => {
  it('keeps the last path segment, without control, bidi or reserved characters', () => {
    expect(cleanFileName('C:\\Users\\me\\bill.pdf', 'application/pdf')).toBe('bill.pdf');
    expect(cleanFileName('../../etc/passwd.pdf', 'application/pdf')).toBe('passwd.pdf');
    expect(cleanFileName('in\u202Efdp.exe', 'application/pdf')).toBe('infdp.exe.pdf');
    expect(cleanFileName('a "quoted"\r\n name?.pdf', 'application/pdf')).toBe(
      'a _quoted_ name_.pdf',
    );
  });

  it('ends the name with the extension of the real type', () => {
    expect(cleanFileName('photo.JPG', 'image/jpeg')).toBe('photo.JPG');
    expect(cleanFileName('photo', 'image/jpeg')).toBe('photo.jpg');
    expect(cleanFileName('scan.pdf', 'image/png')).toBe('scan.pdf.png');
    expect(cleanFileName(undefined, 'application/pdf')).toBe('document.pdf');
    expect(cleanFileName('...', 'application/pdf')).toBe('document.pdf');
    expect(cleanFileName('.pdf', 'application/pdf')).toBe('pdf.pdf');
  });

  it('keeps at most 255 characters, extension included', () => {
    const name = cleanFileName(`${'x'.repeat(400)}.pdf`, 'application/pdf');
    expect(name).toHaveLength(255);
    expect(name.endsWith('.pdf')).toBe(true);
  });
});

describe('contentDisposition', () => {
  it('gives an ASCII name and the full UTF-8 one', () => {
    expect(contentDisposition('attachment', 'Relevé «été».pdf')).toBe(
      `attachment; filename="Relev_ __t__.pdf"; filename*=UTF-8''Relev%C3%A9%20%C2%AB%C3%A9t%C3%A9%C2%BB.pdf`,
    );
    expect(contentDisposition('inline', "it's (1).pdf")).toBe(
      `inline; filename="it's (1).pdf"; filename*=UTF-8''it%27s%20%281%29.pdf`,
    );
  });
});

describe('visibleTo', () => {
  const shared = { visible_to_seller: true, visible_to_buyer: false, uploaded_by: 'staff' };
  it('shows a side what is shared with it, and anyone their own upload', () => {
    expect(visibleTo(shared, 'seller', 'u1')).toBe(true);
    expect(visibleTo(shared, 'buyer', 'u1')).toBe(false);
    expect(
      visibleTo({ ...shared, visible_to_seller: false, uploaded_by: 'u1' }, 'seller', 'u1'),
    ).toBe(true);
  });
});
