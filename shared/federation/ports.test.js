/** @jest-environment node */
// @ts-check
// One setting moves every port of every command, and each command's ports stay in its block.
const { REMOTE_NAMES, containerOf } = require('./containers');
const { BLOCKS, commandOffset, offsetSetting, stackPorts } = require('./ports');

/**
 * Every port a stack in the block of `offset` may open.
 * @param {number} offset
 */
function allPorts(offset) {
  const ports = stackPorts(offset);
  return [
    ...Object.values(ports.containers),
    ports.api,
    ...REMOTE_NAMES.map((name) => ports.devServer(name)),
    ...Array.from({ length: 30 }, (_, slot) => ports.spare(slot)),
  ];
}

describe('port blocks', () => {
  it('keeps every port of a stack, the API included, inside its block of 100, each once', () => {
    for (const offset of Object.values(BLOCKS)) {
      const ports = allPorts(offset);
      const base = stackPorts(offset).base;
      expect(new Set(ports).size).toBe(ports.length);
      for (const port of ports) {
        expect(port).toBeGreaterThanOrEqual(base);
        expect(port).toBeLessThan(base + 100);
      }
    }
  });

  it('gives each command a block of its own', () => {
    const offsets = Object.values(BLOCKS);
    const all = offsets.flatMap((offset) => allPorts(offset));
    expect(new Set(all).size).toBe(all.length);
  });

  it('keeps the usual ports without an offset', () => {
    const ports = stackPorts(commandOffset('start', {}));
    expect(ports.shell).toBe(3000);
    expect(ports.containers.mfe_deals).toBe(containerOf('mfe_deals').port);
    expect(ports.devServer('mfe_deals')).toBe(3012);
    expect(ports.api).toBe(3050);
  });

  it('moves every command by PORTAL_PORT_OFFSET', () => {
    const env = { PORTAL_PORT_OFFSET: '5000' };
    expect(stackPorts(commandOffset('start', env)).shell).toBe(8000);
    expect(stackPorts(commandOffset('e2e', env)).api).toBe(9050);
    expect(stackPorts(commandOffset('bench', env)).spare(10)).toBe(10080);
  });

  it('refuses an offset that is not a whole number of ports', () => {
    for (const bad of ['-1', '1.5', 'abc'])
      expect(() => offsetSetting('PORTAL_PORT_OFFSET', { PORTAL_PORT_OFFSET: bad })).toThrow(
        /PORTAL_PORT_OFFSET must be a whole number/,
      );
  });
});
