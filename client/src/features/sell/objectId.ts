/** customer.md §5: ids are 24 hexadecimal characters. */
export const isObjectId = (value: string): boolean => /^[0-9a-f]{24}$/i.test(value);
