import { ValidationError } from './errors';
import { DEFAULT_PAGE_SIZE, pageWindow, PAGE_SIZE_MESSAGE } from './pagination';

describe('pageWindow', () => {
  it("answers one page when limit is where the page ends, as the back office's lists send it", () => {
    // page 1, 2 and 3 of size 10: skip = (page - 1) * size, limit = size * page
    expect(pageWindow({ skip: 0, limit: 10 })).toEqual({ offset: 0, limit: 10 });
    expect(pageWindow({ skip: 10, limit: 20 })).toEqual({ offset: 10, limit: 10 });
    expect(pageWindow({ skip: 40, limit: 60 })).toEqual({ offset: 40, limit: 20 });
  });

  it('reads a limit not above skip as a page size', () => {
    expect(pageWindow({ skip: 20, limit: 10 })).toEqual({ offset: 20, limit: 10 });
    expect(pageWindow({ skip: 20, limit: 20 })).toEqual({ offset: 20, limit: 20 });
  });

  it('reads limit as the page size when the list says so', () => {
    expect(pageWindow({ skip: 10, limit: 20 }, 'size')).toEqual({ offset: 10, limit: 20 });
  });

  it('defaults to the first page of the default size', () => {
    expect(pageWindow({})).toEqual({ offset: 0, limit: DEFAULT_PAGE_SIZE });
    expect(pageWindow({ skip: 30 })).toEqual({ offset: 30, limit: DEFAULT_PAGE_SIZE });
  });

  it('refuses a page of more than 100 rows, however it is asked for', () => {
    expect(() => pageWindow({ skip: 0, limit: 101 })).toThrow(
      new ValidationError([PAGE_SIZE_MESSAGE]),
    );
    expect(() => pageWindow({ skip: 0, limit: 200 }, 'size')).toThrow(ValidationError);
    // page 50 of size 100 is fine: it is still one page of 100
    expect(pageWindow({ skip: 4900, limit: 5000 })).toEqual({ offset: 4900, limit: 100 });
  });
});
