import { downloadTextFile } from './downloadFile';

it('saves the text through a Blob link, then lets the URL go', async () => {
  jest.useFakeTimers();
  const created: Blob[] = [];
  URL.createObjectURL = jest.fn((blob: Blob) => {
    created.push(blob);
    return 'blob:draws';
  });
  URL.revokeObjectURL = jest.fn();
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    expect(this.download).toBe('history.csv');
    expect(this.href).toBe('blob:draws');
  });
  downloadTextFile('history.csv', 'a,b');
  expect(click).toHaveBeenCalledTimes(1);
  expect(document.querySelector('a[download]')).toBeNull();
  expect(created[0]?.type).toBe('text/csv;charset=utf-8');
  // A UTF-8 byte order mark, then the text.
  const bytes = new Uint8Array((await created[0]?.arrayBuffer()) ?? new ArrayBuffer(0));
  expect([...bytes]).toEqual([0xef, 0xbb, 0xbf, 0x61, 0x2c, 0x62]);
  jest.runAllTimers();
  expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:draws');
  jest.useRealTimers();
});
